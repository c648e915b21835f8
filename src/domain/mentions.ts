/**
 * Mentions in order comments. People are named in the app by first name and surnames ('Carlos
 * Méndez Ruiz'), so a mention is `@` followed by the name as people write it: the full name, or the
 * first name and first surname ('@Carlos Méndez'), without regard to capitals or accents
 * ('@carlos mendez'); or `@` and the e-mail (`@seller2@demo.local`) when two people share a name.
 * The longest name that fits wins ('@Ana Robles Treviño' is not '@Ana Robles'); a name shared by
 * two candidates mentions both. Only the candidates given can be mentioned: the server passes the
 * users who may see the order.
 */

export interface MentionCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Lower case, no accents, single spaces: how names are compared. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

const WORD = /[\p{L}\p{N}_]/u;

/** The ways a person can be mentioned, folded. */
function handlesOf(c: MentionCandidate): string[] {
  const first = fold(c.firstName).trim();
  const last = fold(c.lastName).trim();
  const handles = [fold(c.email).trim()];
  if (first) handles.push(last ? `${first} ${last}` : first);
  const firstSurname = last.split(' ')[0];
  if (first && firstSurname && firstSurname !== last) handles.push(`${first} ${firstSurname}`);
  return handles.filter((h) => h.length > 0);
}

/** Ids of the candidates the text mentions, each once, in the order first mentioned. */
export function mentionedIds(text: string, candidates: readonly MentionCandidate[]): string[] {
  const folded = fold(text);
  const handles = candidates.map((c) => ({ id: c.id, handles: handlesOf(c) }));
  const found = new Set<string>();
  for (let at = folded.indexOf('@'); at >= 0; at = folded.indexOf('@', at + 1)) {
    // An '@' inside a word is part of an e-mail address, not a mention.
    if (at > 0 && (WORD.test(folded[at - 1] ?? '') || folded[at - 1] === '.')) continue;
    const rest = folded.slice(at + 1);
    let longest = 0;
    let winners: string[] = [];
    for (const c of handles) {
      for (const h of c.handles) {
        const next = rest[h.length];
        if (!rest.startsWith(h) || (next !== undefined && WORD.test(next))) continue;
        if (h.length > longest) {
          longest = h.length;
          winners = [c.id];
        } else if (h.length === longest && !winners.includes(c.id)) {
          winners.push(c.id);
        }
      }
    }
    for (const id of winners) found.add(id);
  }
  return [...found];
}
