import { describe, expect, it } from 'vitest';
import { type MentionCandidate, mentionedIds } from '../../src/domain/mentions';

const person = (id: string, firstName: string, lastName: string, email: string): MentionCandidate => ({
  id,
  firstName,
  lastName,
  email,
});
const carlos = person('carlos', 'Carlos', 'Méndez Ruiz', 'seller@demo.local');
const ana = person('ana', 'Ana', 'Robles Treviño', 'admin@demo.local');
const anaR = person('ana-r', 'Ana', 'Robles', 'ana.robles@demo.local');
const maria = person('maria', 'María José', 'Núñez', 'mj@demo.local');
const everyone = [carlos, ana, anaR, maria];

describe('mentions', () => {
  it('finds a full name, a first name and first surname, or an e-mail, ignoring case and accents', () => {
    expect(mentionedIds('@Carlos Méndez Ruiz revisa', everyone)).toEqual(['carlos']);
    expect(mentionedIds('hola @carlos mendez, ¿puedes?', everyone)).toEqual(['carlos']);
    expect(mentionedIds('cc @admin@demo.local', everyone)).toEqual(['ana']);
    expect(mentionedIds('@MARÍA JOSÉ NÚÑEZ', everyone)).toEqual(['maria']);
  });

  it('lets the longest name win, and mentions everyone who shares it', () => {
    expect(mentionedIds('@Ana Robles Treviño', everyone)).toEqual(['ana']);
    // 'Ana Robles' is one's full name and the other's first name and first surname.
    expect(mentionedIds('@Ana Robles, mira', everyone).sort()).toEqual(['ana', 'ana-r']);
  });

  it('needs the name to end where a word ends, and an @ that starts a word', () => {
    expect(mentionedIds('@Carlos Méndezz', everyone)).toEqual([]);
    expect(mentionedIds('escribe a ventas@carlos mendez', everyone)).toEqual([]);
    expect(mentionedIds('@Carlos', everyone)).toEqual([]);
    expect(mentionedIds('sin menciones', everyone)).toEqual([]);
  });

  it('names each person once, in the order first mentioned, and only among the candidates', () => {
    expect(
      mentionedIds('@Ana Robles Treviño y @Carlos Méndez y otra vez @admin@demo.local', everyone),
    ).toEqual(['ana', 'carlos']);
    expect(mentionedIds('@Carlos Méndez', [ana])).toEqual([]);
  });

  it('reads names across line breaks and doubled spaces', () => {
    expect(mentionedIds('revisen\n@Carlos   Méndez\nporfa', everyone)).toEqual(['carlos']);
  });
});
