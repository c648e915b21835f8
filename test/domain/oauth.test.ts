import { describe, expect, it } from 'vitest';
import { verifiedEmailOf } from '../../src/domain/oauth';

describe('verifiedEmailOf', () => {
  it('takes Google’s e-mail only when Google says it is verified, lower-cased', () => {
    expect(verifiedEmailOf('google', { email: ' Ana@Demo.Local ', email_verified: true })).toEqual({
      ok: true,
      email: 'ana@demo.local',
    });
    expect(verifiedEmailOf('google', { email: 'ana@demo.local', email_verified: 'true' })).toMatchObject({
      ok: true,
    });
    for (const claims of [
      { email: 'ana@demo.local', email_verified: false },
      { email: 'ana@demo.local' },
      // Microsoft's claim means nothing in a Google token.
      { email: 'ana@demo.local', xms_edov: true },
      { email_verified: true },
      { email: 'not-an-address', email_verified: true },
    ]) {
      expect(verifiedEmailOf('google', claims)).toEqual({ ok: false, error: 'oauth_email_not_verified' });
    }
  });

  it('takes Microsoft’s e-mail when the directory owns its domain (xms_edov) or the token says verified', () => {
    expect(verifiedEmailOf('microsoft', { email: 'ana@demo.local', xms_edov: true })).toMatchObject({
      ok: true,
    });
    expect(verifiedEmailOf('microsoft', { email: 'ana@demo.local', xms_edov: 'true' })).toMatchObject({
      ok: true,
    });
    expect(verifiedEmailOf('microsoft', { email: 'ana@demo.local', email_verified: true })).toMatchObject({
      ok: true,
    });
    expect(verifiedEmailOf('microsoft', { email: 'ana@demo.local', xms_edov: false })).toEqual({
      ok: false,
      error: 'oauth_email_not_verified',
    });
    expect(
      verifiedEmailOf('microsoft', { email: 'ana@demo.local', preferred_username: 'ana@demo.local' }),
    ).toEqual({
      ok: false,
      error: 'oauth_email_not_verified',
    });
  });
});
