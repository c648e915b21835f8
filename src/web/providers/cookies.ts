/** Small cookie helpers: lifetimes in days, sameSite lax, secure outside development. */
import { IS_DEV } from '../config';

// The cookies as last parsed: the session's checks read them for every menu item and column of a
// screen, and the text holds two tokens; parsed again only when it changes.
let parsedText: string | null = null;
let parsed = new Map<string, string>();

export function getCookie(name: string): string | undefined {
  const text = document.cookie;
  if (text !== parsedText) {
    parsed = new Map();
    for (const part of text.split(';')) {
      const item = part.trim();
      const at = item.indexOf('=');
      if (at <= 0) continue;
      const key = item.slice(0, at);
      // The first of a repeated name wins, as before.
      if (!parsed.has(key)) parsed.set(key, item.slice(at + 1));
    }
    parsedText = text;
  }
  const value = parsed.get(encodeURIComponent(name));
  return value === undefined ? undefined : decodeURIComponent(value);
}

export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  const secure = !IS_DEV && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}
