import { describe, expect, it } from 'vitest';
import type { HierarchyItem } from '../../../src/domain/users';
import { assignmentChanges, candidatesFor, matchesSearch } from '../../../src/web/hierarchy/sellerChoice';

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@demo.local`,
});
const rep: HierarchyItem = {
  ...person('r', 'Mariana', 'Ortiz'),
  isBlocked: false,
  supervisors: [],
  subordinates: [person('s1', 'Carlos', 'Méndez'), person('x', 'Ofelia', 'Ruiz')],
};
const seller = (p: ReturnType<typeof person>, supervisors = [rep]): HierarchyItem => ({
  ...p,
  isBlocked: false,
  supervisors: supervisors.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
  subordinates: [],
});

describe('choosing sellers', () => {
  it('matches every typed word in the name or e-mail, ignoring accents and case', () => {
    const andres = person('a', 'Andrés', 'Padilla');
    expect(matchesSearch(andres, 'pad ANDRES')).toBe(true);
    expect(matchesSearch(andres, 'andrés@demo')).toBe(true);
    expect(matchesSearch(andres, 'laura')).toBe(false);
  });

  it('offers every seller and keeps current subordinates who are not sellers, sorted by name', () => {
    const jorge = person('m', 'Jorge', 'Garza');
    const candidates = candidatesFor(rep, [
      seller(person('s2', 'Laura', 'Vega'), [
        rep,
        { ...jorge, isBlocked: false, supervisors: [], subordinates: [] },
      ]),
      seller(person('s1', 'Carlos', 'Méndez')),
    ]);
    expect(candidates.map((c) => c.id)).toEqual(['s1', 's2', 'x']);
    expect(candidates[1]?.otherSupervisors.map((s) => s.id)).toEqual(['m']);
  });

  it('counts what a new set adds and removes', () => {
    expect(assignmentChanges(['a', 'b'], new Set(['b', 'c', 'd']))).toEqual({ added: 2, removed: 1 });
    expect(assignmentChanges(['a'], new Set(['a']))).toEqual({ added: 0, removed: 0 });
  });
});
