/** Deep merge of message trees, shared by the per-language catalogues of the web app. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Later trees win key by key. */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages(existing, value) : value;
    }
  }
  return out;
}
