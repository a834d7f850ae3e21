import type { TestClient } from './client.ts';
import { TEST_APP_URL, type TestServer } from './test-server.ts';

/** A multipart/form-data body holding one file, as a browser's file input sends it. */
export function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----northdesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Attaches a file to a task through POST /api/tasks/{id}/attachments. */
export async function uploadTaskFile(
  server: TestServer,
  client: TestClient,
  taskId: string,
  fileName: string,
  content: Buffer,
) {
  const { payload, headers } = multipart(fileName, content);
  return server.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/attachments`,
    payload,
    headers: { ...headers, cookie: client.cookieHeader(), origin: TEST_APP_URL },
  });
}
