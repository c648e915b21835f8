/** Products and their packaging types (Spanish labels as the business writes them). */
export const PACKAGING_TYPES = ['BAG', 'SUPERSACK', 'HOPPER', 'COMPACTED', 'BULK'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export const PACKAGING_LABELS: Record<PackagingType, { es: string; en: string }> = {
  BAG: { es: 'Saco', en: 'Bag' },
  SUPERSACK: { es: 'Super saco', en: 'Super sack' },
  HOPPER: { es: 'Tolva', en: 'Hopper' },
  COMPACTED: { es: 'Compactado', en: 'Compacted' },
  BULK: { es: 'Granel', en: 'Bulk' },
};
