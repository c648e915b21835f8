/**
 * The rules of choosing a representative's sellers, kept pure so they are tested without a
 * browser: who can be chosen, how a search matches (accents and case ignored), and what a new set
 * adds and removes compared with the current one.
 */
import { fullName, type HierarchyItem, type HierarchyPerson } from '../../domain/users';

export interface SellerCandidate extends HierarchyPerson {
  isBlocked: boolean;
  /** Everyone else who supervises this seller. */
  otherSupervisors: HierarchyPerson[];
}

export function nameOf(person: Pick<HierarchyPerson, 'firstName' | 'lastName'>): string {
  return fullName(person.firstName, person.lastName);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Every word typed appears in the person's name or e-mail ('pad and' finds Andrés Padilla). */
export function matchesSearch(
  person: Pick<HierarchyPerson, 'firstName' | 'lastName' | 'email'>,
  text: string,
) {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const haystack = fold(`${nameOf(person)} ${person.email}`);
  return words.every((w) => haystack.includes(w));
}

/**
 * The sellers one can assign, plus whoever the representative supervises today without being a
 * seller: saving the whole set must not drop them silently.
 */
export function candidatesFor(
  representative: HierarchyItem,
  sellers: readonly HierarchyItem[],
): SellerCandidate[] {
  const byId = new Map<string, SellerCandidate>();
  for (const seller of sellers) {
    if (seller.id === representative.id) continue;
    byId.set(seller.id, {
      id: seller.id,
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      isBlocked: seller.isBlocked,
      otherSupervisors: seller.supervisors.filter((s) => s.id !== representative.id),
    });
  }
  for (const person of representative.subordinates) {
    if (!byId.has(person.id)) byId.set(person.id, { ...person, isBlocked: false, otherSupervisors: [] });
  }
  return [...byId.values()].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'es'));
}

export function assignmentChanges(before: readonly string[], after: ReadonlySet<string>) {
  const was = new Set(before);
  return {
    added: [...after].filter((id) => !was.has(id)).length,
    removed: before.filter((id) => !after.has(id)).length,
  };
}
