/**
 * A unique-index violation that reaches the error handler (no service named its index) answers
 * 409 CONFLICT in the caller's language, never 500: on both drivers, whose errors Drizzle wraps.
 * The races that reach it are in test/api/races.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MessageVars } from '../../src/domain/i18n';
import { translate } from '../../src/server/i18n';
import { errorBodyOf } from '../../src/server/plugins/errors';

const requestIn = (locale: 'es' | 'en') =>
  ({ t: (key: string, vars?: MessageVars) => translate(locale, key, vars) }) as unknown as FastifyRequest;

/** What Drizzle throws: its own error, the driver's as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into …'), { cause });

describe('unique violations', () => {
  it('answer 409 with a text that says the record exists, in Spanish and English', () => {
    const error = wrapped({ code: '23505', constraint: 'vehicle_types_tenant_name' });
    expect(errorBodyOf(error, requestIn('es'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message:
        'Ya existe un registro con esos datos (quizá otra persona acaba de guardarlo); recarga y revisa',
    });
    expect(errorBodyOf(error, requestIn('en'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message:
        'A record with these details already exists (someone may have just saved it); reload and check',
    });
  });

  it('a row still referenced (foreign key) answers 409 too, in Spanish and English', () => {
    const error = wrapped({ code: '23503' });
    expect(errorBodyOf(error, requestIn('es'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'No se puede completar: el registro está vinculado a otros datos',
    });
    expect(errorBodyOf(error, requestIn('en')).message).toBe(
      'This cannot be done: the record is linked to other data',
    );
  });

  it('other database errors stay 500 without internals', () => {
    expect(errorBodyOf(wrapped({ code: '40P01' }), requestIn('es'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado; intenta de nuevo',
    });
  });
});
