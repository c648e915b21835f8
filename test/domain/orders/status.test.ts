import { describe, expect, it } from 'vitest';
import {
  hasReached,
  listTabOf,
  OPS_STATUSES,
  OPS_STEP_LABELS,
  OPS_STEPS,
  opsStatusLabel,
  PIPELINE_FILTER_STATUSES,
  PIPELINE_FILTERS,
  pipelineFilterOf,
} from '../../../src/domain/orders';

describe('ops statuses', () => {
  it('lists the steps in the original client’s display order with their Spanish labels', () => {
    expect(OPS_STEPS.map((s) => OPS_STEP_LABELS[s].es)).toEqual([
      'Orden Creada',
      'eFirma cliente',
      'Aprobado por Finanzas',
      'Material Asignado',
      'Embarcado/Programado',
      'Facturado',
      'Transporte Asignado',
      'Orden Entregada',
      'Pagado',
    ]);
  });

  it('shows the badge texts of the original client, in both languages', () => {
    expect(opsStatusLabel('APROBADO_POR_FINANZAS', 'es')).toBe('Liberada por finanzas');
    expect(opsStatusLabel('ORDEN_RETENIDA', 'es')).toBe('Orden Retenida');
    expect(opsStatusLabel('ORDEN_CANCELADA', 'es')).toBe('orden cancelada');
    expect(opsStatusLabel('ORDEN_CREADA', 'es')).toBe('Orden Creada');
    for (const s of OPS_STATUSES) expect(opsStatusLabel(s, 'en')).toMatch(/^[A-Z]/);
  });

  it('knows how far an order went; retained and cancelled are off the path', () => {
    expect(hasReached('FACTURADO', 'MATERIAL_ASIGNADO')).toBe(true);
    expect(hasReached('APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO')).toBe(false);
    expect(hasReached('ORDEN_RETENIDA', 'ORDEN_CREADA')).toBe(false);
    expect(hasReached('ORDEN_CANCELADA', 'ORDEN_CREADA')).toBe(false);
  });
});

describe('pipeline filters', () => {
  it('has the original client’s values, plus All and the closed states', () => {
    expect(PIPELINE_FILTERS).toEqual([
      'ALL',
      'DEFAULT',
      'CREATED',
      'ASSIGNINVENTORY',
      'MATERIALALLOCATED',
      'SCHEDULERORDER',
      'TRANSPORTASSIGN',
      'INVOICED',
      'DELIVERED',
      'PAID',
      'CANCELLED',
    ]);
  });

  it('reads the open orders by default, every state for a search without a tab, else the tab asked', () => {
    expect(listTabOf({})).toBe('DEFAULT');
    expect(listTabOf({ searchParam: '000001' })).toBe('ALL');
    expect(listTabOf({ statusTab: 'CREATED', searchParam: '000001' })).toBe('CREATED');
    expect(listTabOf({ statusTab: 'PAID' })).toBe('PAID');
  });

  it('maps each step as the lifecycle table says', () => {
    expect(pipelineFilterOf('ORDEN_CREADA')).toBe('CREATED');
    expect(pipelineFilterOf('EFIRMA_CLIENTE')).toBe('CREATED');
    expect(pipelineFilterOf('ORDEN_RETENIDA')).toBe('CREATED');
    expect(pipelineFilterOf('APROBADO_POR_FINANZAS')).toBe('ASSIGNINVENTORY');
    expect(pipelineFilterOf('MATERIAL_ASIGNADO')).toBe('MATERIALALLOCATED');
    expect(pipelineFilterOf('EMBARCADO/PROGRAMADO')).toBe('SCHEDULERORDER');
    expect(pipelineFilterOf('TRANSPORTE_ASIGNADO')).toBe('TRANSPORTASSIGN');
    expect(pipelineFilterOf('FACTURADO')).toBe('INVOICED');
    expect(pipelineFilterOf('ORDEN_ENTREGADA')).toBe('DELIVERED');
    expect(pipelineFilterOf('PAGADO')).toBe('PAID');
    expect(pipelineFilterOf('ORDEN_CANCELADA')).toBe('CANCELLED');
  });

  it('calls open every order not cancelled and not delivered, and lists every status under one state tab only', () => {
    expect([...PIPELINE_FILTER_STATUSES.DEFAULT].sort()).toEqual(
      OPS_STATUSES.filter((s) => !['ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA'].includes(s)).sort(),
    );
    expect([...PIPELINE_FILTER_STATUSES.ALL].sort()).toEqual([...OPS_STATUSES].sort());
    const stateTabs = PIPELINE_FILTERS.filter((f) => f !== 'DEFAULT' && f !== 'ALL').flatMap(
      (f) => PIPELINE_FILTER_STATUSES[f],
    );
    expect(new Set(stateTabs).size).toBe(stateTabs.length);
    expect([...stateTabs].sort()).toEqual([...OPS_STATUSES].sort());
  });
});
