/**
 * A browser for the sign-in tests: real HTTP to the app and to the provider, a cookie jar kept per
 * host and path like a browser's, redirects followed one at a time (so a test can stop at any of
 * them), and the provider's login form filled in.
 */
interface StoredCookie {
  value: string;
  path: string;
}

export class TestBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  /** The cookie `name` this browser would send to `url`, if any. */
  cookie(url: string, name: string): string | undefined {
    const { hostname, pathname } = new URL(url);
    const stored = this.jar.get(hostname)?.get(name);
    return stored && pathname.startsWith(stored.path) ? stored.value : undefined;
  }

  setCookie(url: string, name: string, value: string, path = '/'): void {
    const { hostname } = new URL(url);
    const cookies = this.jar.get(hostname) ?? new Map<string, StoredCookie>();
    cookies.set(name, { value, path });
    this.jar.set(hostname, cookies);
  }

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const { hostname, pathname } = new URL(url);
    const cookies = [...(this.jar.get(hostname) ?? new Map<string, StoredCookie>()).entries()]
      .filter(([, c]) => pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers: Record<string, string> = cookies ? { cookie: cookies } : {};
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) this.store(url, line);
    return response;
  }

  private store(url: string, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attr('expires');
    const gone =
      attr('max-age') === '0' || value === '' || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (gone) {
      this.jar.get(new URL(url).hostname)?.delete(name);
      return;
    }
    this.setCookie(url, name, value, attr('path') ?? '/');
  }

  /**
   * Follows redirects from `url` (a form posted to it first, when given) until an answer that is not
   * a redirect, or until the next address is one `stop` accepts (not requested then).
   */
  async follow(
    url: string,
    stop: (next: URL) => boolean,
    form?: Record<string, string>,
  ): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    let body = form;
    for (let hop = 0; hop < 20; hop += 1) {
      if (stop(current)) return { url: current, response: null };
      const response = await this.request(current.href, body);
      body = undefined;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
    }
    throw new Error(`more than 20 redirects from ${url}`);
  }
}

/** The app's landing for every sign-in outcome. */
export const isLanding = (url: URL) => url.pathname === '/oauth/callback';

/** The provider sending the browser back to the app. */
export const isProviderReturn = (url: URL) => /^\/api\/auth\/[a-z]+\/callback$/.test(url.pathname);

/**
 * From the app's start route through the provider's login form as `login`, until `stop` (the
 * landing by default). Answers where it stopped; the landing straight away when the app refused
 * before sending the browser to the provider.
 */
export async function signInThrough(
  browser: TestBrowser,
  startUrl: string,
  login: string,
  stop: (url: URL) => boolean = isLanding,
): Promise<URL> {
  const atProvider = await browser.follow(startUrl, (u) => isLanding(u) || stop(u));
  if (!atProvider.response) return atProvider.url;
  const page = await atProvider.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no login form at ${atProvider.url}: ${atProvider.response.status} ${page}`);
  const submitUrl = new URL(action.replaceAll('&amp;', '&'), atProvider.url).href;
  const back = await browser.follow(submitUrl, (u) => isLanding(u) || stop(u), {
    prompt: 'login',
    login,
    password: 'any password',
  });
  return back.url;
}
