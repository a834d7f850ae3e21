import pino from 'pino';

export type Logger = pino.Logger;

/** The process logger for work outside a request (start-up, mail, jobs); requests use request.log. */
export function createLogger(config: { logLevel: string }): Logger {
  return pino({ level: config.logLevel, base: { service: 'northdesk' } });
}
