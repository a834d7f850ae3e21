import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChatClientsJob, ChatClientsResult } from './chat-clients-worker.ts';

/** Runs the simulated chat users in their own process and returns what they measured. */
export function runChatClients(job: ChatClientsJob): Promise<ChatClientsResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./chat-clients-worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as ChatClientsResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`chat clients exited with ${code}`));
    });
    child.send(job);
  });
}

export type { ChatClientsJob, ChatClientsResult, ChatClientUser } from './chat-clients-worker.ts';
