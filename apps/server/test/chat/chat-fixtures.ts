import type { ChatChannel, ChatHistoryResponse, ChatMessage } from '@northdesk/shared';
import { expect } from 'vitest';
import type { TestClient } from '../support/client.ts';
import { json } from '../support/test-server.ts';

export async function createChannel(
  client: TestClient,
  body: { name: string; kind?: 'public' | 'private'; memberIds?: string[] },
): Promise<ChatChannel> {
  const response = await client.post('/api/chat/channels', body);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ channel: ChatChannel }>(response).channel;
}

export async function post(
  client: TestClient,
  channelId: string,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<ChatMessage> {
  const response = await client.post(`/api/chat/channels/${channelId}/messages`, { text, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ message: ChatMessage }>(response).message;
}

export async function history(
  client: TestClient,
  channelId: string,
  query = '',
): Promise<ChatHistoryResponse> {
  const response = await client.get(`/api/chat/channels/${channelId}/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatHistoryResponse>(response);
}

export async function myChannel(client: TestClient, channelId: string): Promise<ChatChannel> {
  const response = await client.get(`/api/chat/channels/${channelId}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ channel: ChatChannel }>(response).channel;
}
