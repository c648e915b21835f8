/**
 * What generated lots are made of: who supplies each material, what a ton of it costs and how a
 * reception is sized, shared by the demo's stock and the scale generator's, so both look like the
 * receptions a Mexican distributor of industrial minerals actually registers.
 */
import type { PackagingType } from '../../../domain/products';
import type { Random } from './random';

interface Material {
  /** Suppliers of the material (Mexican mines and mills). */
  suppliers: readonly string[];
  /** Material cost in USD per ton, in bulk. */
  costUsdPerTon: readonly [number, number];
}

/** By the start of the product reference; the first match wins. */
const MATERIALS: readonly [string, Material][] = [
  [
    'CAL-HID',
    {
      suppliers: ['Caleras de la Laguna S.A. de C.V.', 'Cales y Morteros del Bajío S.A. de C.V.'],
      costUsdPerTon: [115, 160],
    },
  ],
  [
    'CAR-CAL-M325',
    {
      suppliers: [
        'Carbonatos Industriales de Tehuacán S.A. de C.V.',
        'Minerales Micronizados de Jalisco S.A. de C.V.',
      ],
      costUsdPerTon: [125, 175],
    },
  ],
  [
    'CAR-CAL',
    {
      suppliers: ['Carbonatos Industriales de Tehuacán S.A. de C.V.', 'Calizas de Apaxco S.A. de C.V.'],
      costUsdPerTon: [85, 125],
    },
  ],
  [
    'BEN-SOD',
    {
      suppliers: ['Bentonitas de Durango S.A. de C.V.', 'Arcillas Industriales de Puebla S.A. de C.V.'],
      costUsdPerTon: [150, 230],
    },
  ],
  [
    'ARE-SIL',
    {
      suppliers: ['Sílice del Istmo S.A. de C.V.', 'Arenas Sílicas de Lampazos S.A. de C.V.'],
      costUsdPerTon: [80, 110],
    },
  ],
  [
    'YES-AGR',
    {
      suppliers: ['Yesera Potosina S.A. de C.V.', 'Yesos y Agregados de Santa Rosalía S.A. de C.V.'],
      costUsdPerTon: [80, 105],
    },
  ],
  [
    'BAR-API',
    {
      suppliers: ['Baritas de Sonora S.A. de C.V.', 'Minera Barita de Galeana S.A. de C.V.'],
      costUsdPerTon: [165, 230],
    },
  ],
  [
    'DOL',
    {
      suppliers: ['Dolomitas de Coahuila S.A. de C.V.', 'Minerales Calizos de Monclova S.A. de C.V.'],
      costUsdPerTon: [90, 135],
    },
  ],
  [
    'NT-CAL',
    {
      suppliers: ['Caleras de la Laguna S.A. de C.V.', 'Cal Química de Torreón S.A. de C.V.'],
      costUsdPerTon: [95, 140],
    },
  ],
  [
    'NT-FLU',
    {
      suppliers: ['Fluorita de Múzquiz S.A. de C.V.', 'Minera Fluorita del Norte S.A. de C.V.'],
      costUsdPerTon: [360, 450],
    },
  ],
  [
    'NT-CEL',
    {
      suppliers: [
        'Celestita de Cuatro Ciénegas S.A. de C.V.',
        'Minerales de Estroncio de Coahuila S.A. de C.V.',
      ],
      costUsdPerTon: [220, 300],
    },
  ],
];

/** A tenant's own products (created in the app) fall back to a generic mineral. */
const ANY_MINERAL: Material = {
  suppliers: [
    'Minerales Industriales de México S.A. de C.V.',
    'Comercializadora Minera del Centro S.A. de C.V.',
  ],
  costUsdPerTon: [90, 250],
};

/** Bagging and sacking add to the bulk cost, per ton. */
const PACKING_USD_PER_TON: Record<PackagingType, number> = {
  BAG: 28,
  SUPERSACK: 14,
  COMPACTED: 9,
  HOPPER: 0,
  BULK: 0,
};

export function materialOf(reference: string): Material {
  return MATERIALS.find(([prefix]) => reference.startsWith(prefix))?.[1] ?? ANY_MINERAL;
}

/** A reception's cost, USD per ton with cents. */
export function lotCost(random: Random, reference: string, packaging: PackagingType): string {
  const [low, high] = materialOf(reference).costUsdPerTon;
  return (random.int(low * 100, high * 100) / 100 + PACKING_USD_PER_TON[packaging]).toFixed(2);
}

export function lotSupplier(random: Random, reference: string): string {
  return random.pick(materialOf(reference).suppliers);
}

/**
 * A reception between `minTons` and `maxTons`, in kg counted the way it arrives: whole 25 kg bags,
 * whole 1 t super sacks and compacted bales, bulk and hoppers to the half ton.
 */
export function receptionKg(
  random: Random,
  packaging: PackagingType,
  minTons: number,
  maxTons: number,
): number {
  if (packaging === 'BAG') return random.int(minTons * 40, maxTons * 40) * 25;
  if (packaging === 'SUPERSACK' || packaging === 'COMPACTED') return random.int(minTons, maxTons) * 1000;
  return random.int(minTons * 2, maxTons * 2) * 500;
}

/** `kg` rounded up to what a reception of the packaging can hold (see `receptionKg`). */
export function wholeUnitsKg(packaging: PackagingType, kg: number): number {
  const unit = packaging === 'BAG' ? 25 : packaging === 'SUPERSACK' || packaging === 'COMPACTED' ? 1000 : 500;
  return Math.ceil(kg / unit) * unit;
}

/** Batch reference: our purchase order or the supplier's own batch number. */
export function lotBatchId(random: Random, receptionDate: string, sequence: number): string {
  const yymm = receptionDate.slice(2, 7).replace('-', '');
  return random.chance(0.5)
    ? `OC-${yymm}-${String(1100 + sequence).padStart(4, '0')}`
    : `LT${yymm}${receptionDate.slice(8, 10)}-${random.int(10, 99)}`;
}

/** The lot number on the label: warehouse, reception month and a running number. */
export function lotNumber(warehouseCode: string, receptionDate: string, sequence: number): string {
  const place = warehouseCode.split('-')[0] ?? warehouseCode;
  return `${place}-${receptionDate.slice(2, 7).replace('-', '')}-${String(sequence).padStart(3, '0')}`;
}
