import type { ChatMessage, NotificationListResponse } from '@northdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { json, startTestServer, type TestServer } from '../support/test-server.ts';
import { createChannel, history, myChannel, post } from './chat-fixtures.ts';

/*
 * The post as one call (chat_post_message, migration 0064): its refusals are the API's answers,
 * and a refusal leaves nothing behind (no message, no number used, no bell).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ErrorBody = { error: { code: string; message: string } };

describe('posting a chat message in one call', () => {
  it('refuses non-members, bad thread roots and foreign files, and a refusal changes nothing', async () => {
    const alice = await signedInUser(server, { companyName: 'Post Co' });
    const bob = await signedInUser(server, { companyId: alice.companyId });
    const channel = await createChannel(alice.client, { name: 'orders' });
    const url = `/api/chat/channels/${channel.id}/messages`;

    // A public channel bob has not joined: visible, but not his to post in.
    const outsider = await bob.client.post(url, { text: 'hello?' });
    expect(outsider.statusCode).toBe(403);
    expect(json<ErrorBody>(outsider).error.message).toBe('Join this channel to post in it.');

    const root = await post(alice.client, channel.id, 'first');
    const reply = await post(alice.client, channel.id, 'a reply', { threadRootId: root.id });
    expect(reply).toMatchObject({ threadRootId: root.id, seq: root.seq + 1 });
    const deep = await alice.client.post(url, { text: 'deeper', threadRootId: reply.id });
    expect(deep.statusCode).toBe(400);
    expect(json<ErrorBody>(deep).error.message).toBe('Replies go to the first message of a thread.');
    const missing = await alice.client.post(url, {
      text: 'to nowhere',
      threadRootId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const gone = await post(alice.client, channel.id, 'soon deleted');
    expect((await alice.client.delete(`/api/chat/messages/${gone.id}`)).statusCode).toBe(204);
    expect((await alice.client.post(url, { text: 'late', threadRootId: gone.id })).statusCode).toBe(400);

    // Bob's file in his own channel, named in alice's post: refused, and the post with it is undone.
    const { multipart } = await import('../support/task-files.ts');
    const theirs = await createChannel(bob.client, { name: 'bobs', memberIds: [alice.userId] });
    const upload = multipart('bob.txt', Buffer.from('bob'), 'text/plain');
    const uploaded = await bob.client.request(
      'POST',
      `/api/chat/channels/${theirs.id}/attachments`,
      upload.payload,
      upload.headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = json<{ attachment: { id: string } }>(uploaded).attachment;
    const before = await myChannel(alice.client, channel.id);
    const stolen = await alice.client.post(url, { text: `<@${bob.userId}> look`, attachmentIds: [file.id] });
    expect(stolen.statusCode).toBe(404);
    expect(json<ErrorBody>(stolen).error.message).toBe('File not found');
    const after = await myChannel(alice.client, channel.id);
    expect(after.lastSeq).toBe(before.lastSeq);
    expect((await history(alice.client, channel.id)).messages.map((m) => m.text)).toEqual(['first', '']);
    const next = await post(alice.client, channel.id, 'next');
    expect(next.seq).toBe(before.lastSeq + 1);
    const bell = json<NotificationListResponse>(await bob.client.get('/api/notifications'));
    expect(bell.notifications.filter((n) => n.type === 'chat_mention')).toEqual([]);
  });

  it('answers with the stored message, author and mentions (one round trip, both engines)', async () => {
    const alice = await signedInUser(server, { companyName: 'Post Two Co', role: 'admin' });
    const bob = await signedInUser(server, { companyId: alice.companyId });
    const channel = await createChannel(alice.client, { name: 'mentions', memberIds: [bob.userId] });
    const clientMsgId = '7d1f3c52-6a0b-4c61-9a55-2b8f1f3d9e10';
    const body = { text: `hi <@${bob.userId}> and <@someone-else>`, clientMsgId };
    const sent = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, body);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = json<{ message: ChatMessage }>(sent).message;
    expect(message).toMatchObject({
      seq: 1,
      mentionIds: [bob.userId],
      author: { id: alice.userId, name: 'Test admin' },
      attachments: [],
      isDeleted: false,
    });
    const again = await alice.client.post(`/api/chat/channels/${channel.id}/messages`, body);
    expect(again.statusCode).toBe(200);
    expect(json<{ message: ChatMessage }>(again).message).toMatchObject({ id: message.id, seq: 1 });
    const bell = json<NotificationListResponse>(await bob.client.get('/api/notifications'));
    expect(bell.notifications.filter((n) => n.type === 'chat_mention').map((n) => n.title)).toEqual([
      'Test admin mentioned you in #mentions',
    ]);
  });
});
