import type {
  ChatChannelListResponse,
  ChatMessage,
  ChatThreadResponse,
  NotificationListResponse,
} from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../src/features/realtime/realtime-hub.ts';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { createChannel, history, myChannel, post } from './chat-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function team() {
  const alice = await signedInUser(server, { companyName: 'Chat Co' });
  const bob = await signedInUser(server, { companyId: alice.companyId });
  const carol = await signedInUser(server, { companyId: alice.companyId });
  return { alice, bob, carol };
}

describe('chat channels and messages', () => {
  it('keeps messages in order and pages history: newest 50 first, older by `before`, newer by `after`', async () => {
    const { alice } = await team();
    const channel = await createChannel(alice.client, { name: 'General Talk' });
    expect(channel).toMatchObject({ name: 'general-talk', kind: 'public', isMember: true, memberCount: 1 });
    for (let i = 1; i <= 55; i += 1) await post(alice.client, channel.id, `message ${i}`);

    const first = await history(alice.client, channel.id);
    expect(first.messages).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.messages[0]?.text).toBe('message 6');
    expect(first.messages.at(-1)?.text).toBe('message 55');
    expect(first.messages.map((m) => m.seq)).toEqual(
      [...first.messages.map((m) => m.seq)].sort((a, b) => a - b),
    );

    const older = await history(alice.client, channel.id, `?before=${first.messages[0]?.seq}`);
    expect(older.messages.map((m) => m.text)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(older.hasMore).toBe(false);

    const newer = await history(alice.client, channel.id, `?after=${first.messages.at(-3)?.seq}&limit=10`);
    expect(newer.messages.map((m) => m.text)).toEqual(['message 54', 'message 55']);
    expect(newer.hasMore).toBe(false);
    expect(
      (await history(alice.client, channel.id, `?after=${first.messages.at(-1)?.seq}`)).messages,
    ).toEqual([]);
  });

  it('numbers concurrent posts without gaps or repeats', async () => {
    const { alice, bob } = await team();
    const channel = await createChannel(alice.client, { name: 'busy', memberIds: [bob.userId] });
    const posted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(i % 2 ? bob.client : alice.client, channel.id, `n${i}`)),
    );
    expect(posted.map((m) => m.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('stores a retried post once (same clientMsgId)', async () => {
    const { alice } = await team();
    const channel = await createChannel(alice.client, { name: 'retries' });
    const clientMsgId = crypto.randomUUID();
    const first = await post(alice.client, channel.id, 'once', { clientMsgId });
    const again = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, {
      text: 'once',
      clientMsgId,
    });
    expect(again.statusCode).toBe(200);
    expect(json<{ message: ChatMessage }>(again).message.id).toBe(first.id);
    expect((await history(alice.client, channel.id)).messages).toHaveLength(1);
  });

  it('refuses empty, blank and over-long messages with a field message', async () => {
    const { alice } = await team();
    const channel = await createChannel(alice.client, { name: 'rules' });
    for (const text of ['', '   \n ', 'x'.repeat(40_001)]) {
      const response = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, { text });
      expect(response.statusCode).toBe(400);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('validation_failed');
    }
    const bad = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, { text: 5 });
    expect(bad.statusCode).toBe(400);
    expect((await alice.client.post('/api/chat/channels', { name: ' ' })).statusCode).toBe(400);
    await createChannel(alice.client, { name: 'Sales' });
    const taken = await alice.client.post('/api/chat/channels', { name: '#sales' });
    expect(taken.statusCode).toBe(409);
  });

  it('counts unread and mentions from the read marker; the marker only moves forward', async () => {
    const { alice, bob } = await team();
    const channel = await createChannel(alice.client, { name: 'counts', memberIds: [bob.userId] });
    await post(alice.client, channel.id, 'hello');
    await post(alice.client, channel.id, `hey <@${bob.userId}> look`);
    const last = await post(alice.client, channel.id, 'third');

    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 3, mentionCount: 1 });
    // Own messages are never unread.
    expect(await myChannel(alice.client, channel.id)).toMatchObject({ unreadCount: 0, mentionCount: 0 });

    const read = await bob.client.post(`/api/chat/channels/${channel.id}/read`, { seq: last.seq - 1 });
    expect(json(read)).toEqual({ lastReadSeq: last.seq - 1 });
    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 1, mentionCount: 0 });
    // An older tab cannot un-read; a marker past the end stops at the last message.
    await bob.client.post(`/api/chat/channels/${channel.id}/read`, { seq: 1 });
    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 1 });
    expect(json(await bob.client.post(`/api/chat/channels/${channel.id}/read`, { seq: 999 }))).toEqual({
      lastReadSeq: last.seq,
    });
    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 0 });
    // A deleted message stops counting.
    const gone = await post(alice.client, channel.id, 'oops');
    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 1 });
    expect((await alice.client.delete(`/api/chat/messages/${gone.id}`)).statusCode).toBe(204);
    expect(await myChannel(bob.client, channel.id)).toMatchObject({ unreadCount: 0 });
  });

  it('rings the bell of a mentioned member (not of a non-member, not of oneself)', async () => {
    const { alice, bob, carol } = await team();
    const channel = await createChannel(alice.client, { name: 'mentions', memberIds: [bob.userId] });
    const message = await post(
      alice.client,
      channel.id,
      `<@${bob.userId}> <@${carol.userId}> <@${alice.userId}> ping`,
    );
    expect(message.mentionIds.sort()).toEqual([alice.userId, bob.userId].sort());
    const bell = json<NotificationListResponse>(await bob.client.get('/api/notifications'));
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      type: 'chat_mention',
      title: 'Test operative mentioned you in #mentions',
      relatedId: channel.id,
    });
    expect(json<NotificationListResponse>(await carol.client.get('/api/notifications')).unreadCount).toBe(0);
    expect(json<NotificationListResponse>(await alice.client.get('/api/notifications')).unreadCount).toBe(0);
  });

  it('shows private channels to members only; public ones can be joined, with the past counted as read', async () => {
    const { alice, bob, carol } = await team();
    const secret = await createChannel(alice.client, {
      name: 'secret',
      kind: 'private',
      memberIds: [bob.userId],
    });
    const open = await createChannel(alice.client, { name: 'open' });
    await post(alice.client, secret.id, 'members only');
    await post(alice.client, open.id, 'before carol');

    const carolList = json<ChatChannelListResponse>(await carol.client.get('/api/chat/channels'));
    expect(carolList.channels.map((c) => c.id)).not.toContain(secret.id);
    expect(carolList.joinable.map((c) => c.id)).toEqual([open.id]);
    for (const [method, url, body] of [
      ['GET', `/api/chat/channels/${secret.id}`],
      ['GET', `/api/chat/channels/${secret.id}/messages`],
      ['POST', `/api/chat/channels/${secret.id}/messages`, { text: 'hi' }],
      ['POST', `/api/chat/channels/${secret.id}/read`, { seq: 1 }],
      ['POST', `/api/chat/channels/${secret.id}/join`],
      ['POST', `/api/chat/channels/${secret.id}/members`, { userIds: [carol.userId] }],
      ['POST', `/api/chat/channels/${secret.id}/leave`],
    ] as const) {
      const response = await carol.client.request(method, url, body ?? {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // A public channel can be read before joining, but posting needs membership.
    expect((await history(carol.client, open.id)).messages).toHaveLength(1);
    expect(
      (await carol.client.post(`/api/chat/channels/${open.id}/messages`, { text: 'hi' })).statusCode,
    ).toBe(403);
    const joined = json<{ channel: { isMember: boolean; unreadCount: number } }>(
      await carol.client.post(`/api/chat/channels/${open.id}/join`),
    ).channel;
    expect(joined).toMatchObject({ isMember: true, unreadCount: 0 });
    await post(carol.client, open.id, 'joined');

    // A member adds carol to the private channel; she sees it from then on.
    expect(
      (await bob.client.post(`/api/chat/channels/${secret.id}/members`, { userIds: [carol.userId] }))
        .statusCode,
    ).toBe(200);
    expect((await history(carol.client, secret.id)).messages.map((m) => m.text)).toEqual(['members only']);
    expect((await carol.client.post(`/api/chat/channels/${secret.id}/leave`)).statusCode).toBe(204);
    expect((await carol.client.get(`/api/chat/channels/${secret.id}/messages`)).statusCode).toBe(404);
  });

  it('edits and deletes only own messages', async () => {
    const { alice, bob } = await team();
    const channel = await createChannel(alice.client, { name: 'edits', memberIds: [bob.userId] });
    const mine = await post(alice.client, channel.id, 'tpyo');
    expect((await bob.client.patch(`/api/chat/messages/${mine.id}`, { text: 'hacked' })).statusCode).toBe(
      403,
    );
    expect((await bob.client.delete(`/api/chat/messages/${mine.id}`)).statusCode).toBe(403);
    const edited = json<{ message: ChatMessage }>(
      await alice.client.patch(`/api/chat/messages/${mine.id}`, { text: 'typo' }),
    );
    expect(edited.message.text).toBe('typo');
    expect(edited.message.editedAt).not.toBeNull();
    expect((await alice.client.delete(`/api/chat/messages/${mine.id}`)).statusCode).toBe(204);
    const [shown] = (await history(bob.client, channel.id)).messages;
    expect(shown).toMatchObject({ id: mine.id, isDeleted: true, text: '' });
    expect((await alice.client.patch(`/api/chat/messages/${mine.id}`, { text: 'back' })).statusCode).toBe(
      404,
    );
  });

  it('keeps thread replies one level deep and out of the channel history', async () => {
    const { alice, bob } = await team();
    const channel = await createChannel(alice.client, { name: 'threads', memberIds: [bob.userId] });
    const root = await post(alice.client, channel.id, 'question?');
    const reply = await post(bob.client, channel.id, 'answer', { threadRootId: root.id });
    const nested = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, {
      text: 'deeper',
      threadRootId: reply.id,
    });
    expect(nested.statusCode).toBe(400);
    const page = await history(alice.client, channel.id);
    expect(page.messages.map((m) => [m.text, m.replyCount])).toEqual([['question?', 1]]);
    const thread = json<ChatThreadResponse>(await alice.client.get(`/api/chat/messages/${root.id}/thread`));
    expect(thread.replies.map((m) => m.text)).toEqual(['answer']);
    // A reply is not an unread top-level message, but its mention counts.
    await post(bob.client, channel.id, `<@${alice.userId}> see thread`, { threadRootId: root.id });
    expect(await myChannel(alice.client, channel.id)).toMatchObject({ unreadCount: 0, mentionCount: 1 });
  });

  it('opens one direct message per pair, even when both open it at once', async () => {
    const { alice, bob } = await team();
    const [a, b] = await Promise.all([
      alice.client.post('/api/chat/direct', { userId: bob.userId }),
      bob.client.post('/api/chat/direct', { userId: alice.userId }),
    ]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.statusCode, b?.body).toBe(200);
    const fromAlice = json<{ channel: { id: string; name: string; kind: string; directUserId: string } }>(
      a!,
    ).channel;
    const fromBob = json<{ channel: { id: string; name: string } }>(b!).channel;
    expect(fromAlice.id).toBe(fromBob.id);
    expect(fromAlice).toMatchObject({ kind: 'direct', name: 'Test operative', directUserId: bob.userId });
    await post(alice.client, fromAlice.id, `<@${bob.userId}> psst`);
    expect(await myChannel(bob.client, fromAlice.id)).toMatchObject({ unreadCount: 1, mentionCount: 1 });
    expect((await bob.client.post(`/api/chat/channels/${fromAlice.id}/leave`)).statusCode).toBe(400);
  });

  it('delivers a post to every member on the event stream, once, and to nobody else', async () => {
    const { alice, bob, carol } = await team();
    const channel = await createChannel(alice.client, { name: 'live', memberIds: [bob.userId] });
    const seen = new Map<string, RealtimeEvent[]>();
    const stops = [alice, bob, carol].map((person) =>
      server.deps.realtime.subscribe(person.userId, (event) => {
        if (event.event === 'chat' && event.op === 'message')
          seen.set(person.userId, [...(seen.get(person.userId) ?? []), event]);
      }),
    );
    const message = await post(alice.client, channel.id, 'live!');
    await expect.poll(() => seen.get(bob.userId)?.length ?? 0).toBe(1);
    await expect.poll(() => seen.get(alice.userId)?.length ?? 0).toBe(1);
    expect(seen.get(bob.userId)?.[0]).toMatchObject({
      event: 'chat',
      op: 'message',
      channelId: channel.id,
      messageId: message.id,
      seq: message.seq,
      userId: bob.userId,
    });
    expect(seen.get(bob.userId)?.[0]).not.toHaveProperty('userIds');
    expect(seen.get(carol.userId)).toBeUndefined();
    for (const stop of stops) stop();
  });

  it('sends files with a message; only people who can read the channel download them', async () => {
    const { alice, bob, carol } = await team();
    const channel = await createChannel(alice.client, {
      name: 'files',
      kind: 'private',
      memberIds: [bob.userId],
    });
    const { multipart } = await import('../support/task-files.ts');
    const upload = multipart('notes.txt', Buffer.from('hello file'), 'text/plain');
    const uploaded = await alice.client.request(
      'POST',
      `/api/chat/channels/${channel.id}/attachments`,
      upload.payload,
      upload.headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { attachment } = json<{ attachment: { id: string; url: string; fileName: string } }>(uploaded);
    // Before sending, only the uploader can fetch it.
    expect((await bob.client.get(attachment.url)).statusCode).toBe(404);
    const message = await post(alice.client, channel.id, 'see file', { attachmentIds: [attachment.id] });
    expect(message.attachments.map((a) => a.fileName)).toEqual(['notes.txt']);
    const download = await bob.client.get(attachment.url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello file');
    expect((await carol.client.get(attachment.url)).statusCode).toBe(404);
    // A file cannot be sent twice, nor someone else's.
    expect(
      (
        await bob.client.post(`/api/chat/channels/${channel.id}/messages`, {
          text: 'x',
          attachmentIds: [attachment.id],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('chat access', () => {
  it('answers 401 without a session and 404 for another tenant on every route', async () => {
    const { alice, bob } = await team();
    const stranger = await signedInUser(server, { companyName: 'Other Ltd', role: 'developer' });
    const channel = await createChannel(alice.client, { name: 'ours', memberIds: [bob.userId] });
    const message = await post(alice.client, channel.id, 'ours only');
    const routes = [
      ['GET', '/api/chat/channels'],
      ['POST', '/api/chat/channels', { name: 'x' }],
      ['GET', `/api/chat/channels/${channel.id}`],
      ['GET', `/api/chat/channels/${channel.id}/messages`],
      ['POST', `/api/chat/channels/${channel.id}/messages`, { text: 'hi' }],
      ['POST', `/api/chat/channels/${channel.id}/join`],
      ['POST', `/api/chat/channels/${channel.id}/leave`],
      ['POST', `/api/chat/channels/${channel.id}/members`, { userIds: [stranger.userId] }],
      ['POST', `/api/chat/channels/${channel.id}/read`, { seq: 1 }],
      ['GET', `/api/chat/messages/${message.id}/thread`],
      ['PATCH', `/api/chat/messages/${message.id}`, { text: 'x' }],
      ['DELETE', `/api/chat/messages/${message.id}`],
      ['POST', '/api/chat/direct', { userId: alice.userId }],
      ['GET', '/api/chat/people'],
    ] as const;
    const { TestClient } = await import('../support/client.ts');
    const anonymous = new TestClient(server.app);
    for (const [method, url, body] of routes) {
      expect((await anonymous.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const tenantScoped = routes.filter(
      ([, url]) => url.includes(channel.id) || url.includes(message.id) || url.endsWith('/direct'),
    );
    for (const [method, url, body] of tenantScoped) {
      expect((await stranger.client.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = json<ChatChannelListResponse>(await stranger.client.get('/api/chat/channels'));
    expect([...list.channels, ...list.joinable]).toEqual([]);
    const people = json<{ people: { id: string }[] }>(await stranger.client.get('/api/chat/people'));
    expect(people.people.map((p) => p.id)).toEqual([stranger.userId]);
    expect((await alice.client.post('/api/chat/direct', { userId: stranger.userId })).statusCode).toBe(404);
    expect(
      (await alice.client.post('/api/chat/channels', { name: 'mixed', memberIds: [stranger.userId] }))
        .statusCode,
    ).toBe(201);
    expect((await alice.client.get(`/api/chat/channels/not-a-uuid`)).statusCode).toBe(400);
  });
});
