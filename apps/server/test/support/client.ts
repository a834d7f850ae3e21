import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A browser-like client for app.inject: keeps cookies between requests, like a signed-in tab. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { ...headers, ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}) },
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', url, payload, headers);
  patch = (url: string, payload: unknown = {}) => this.request('PATCH', url, payload);
  put = (url: string, payload: unknown = {}) => this.request('PUT', url, payload);
  delete = (url: string) => this.request('DELETE', url);

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clearCookies(): void {
    this.cookies.clear();
  }
}
