import {
  DEFAULT_GUTTER_MATERIALS,
  type GutterLineItem,
  type GutterLotLineItem,
  type GutterOrder,
} from '@/api/gutter-orders';
import type { Job } from '@/api/jobs';
import { toRequestDate } from '@/lib/format';

/** The gutter form's values: the order without its job (dates as YYYY-MM-DD for the date inputs). */
export type GutterFormValues = Omit<GutterOrder, 'JobId'>;

/** Which colours a line's picker offers (B §2): gutter, downspout or splashblock colours. */
export type GutterColorFlag = 'gutter' | 'downspout' | 'splashblock';

export function colorFlagOf(material: string): GutterColorFlag {
  const m = material.trim().toUpperCase();
  if (m === 'DOWNSPOUTS') return 'downspout';
  if (m === 'SPLASHBLOCKS') return 'splashblock';
  return 'gutter';
}

export const isDefaultMaterial = (material: string) =>
  (DEFAULT_GUTTER_MATERIALS as readonly string[]).includes(material.trim().toUpperCase());

export const emptyGutterLine = (material = ''): GutterLineItem => ({
  Material: material,
  Description: '',
  ColorId: null,
  GScreen: false,
});

/** The lines: the three default materials always (saved values first, B §9), then any other saved lines. */
export function gutterLines(saved: readonly GutterLineItem[] | undefined): GutterLineItem[] {
  const lines = saved ?? [];
  const defaults = DEFAULT_GUTTER_MATERIALS.map(
    (material) =>
      lines.find((l) => l.Material.trim().toUpperCase() === material) ?? emptyGutterLine(material),
  );
  return [...defaults, ...lines.filter((l) => !isDefaultMaterial(l.Material))].map((l) => ({ ...l }));
}

/** One row per lot of the job (deleted lots left out), with the saved row's values when there is one. */
export function gutterLotRows(
  job: Job,
  saved: readonly GutterLotLineItem[] | undefined,
): GutterLotLineItem[] {
  return job.Lots.filter((l) => !l.IsDeleted && l.Id !== undefined).map((lot) => {
    const found = saved?.find((r) => r.LotId === lot.Id);
    return {
      LotId: lot.Id!,
      LotCode: lot.LotCode,
      SelectedColorId: found?.SelectedColorId ?? null,
      GutterDescription: found?.GutterDescription ?? '',
      DownspoutDescription: found?.DownspoutDescription ?? '',
      SplashblocksDescription: found?.SplashblocksDescription ?? '',
    };
  });
}

export function gutterFormValues(job: Job, order: GutterOrder | null): GutterFormValues {
  return {
    PurchaseOrderNumber: order?.PurchaseOrderNumber ?? '',
    GutterName: order?.GutterName ?? '',
    GutterFax: order?.GutterFax ?? '',
    GutterPhone: order?.GutterPhone ?? '',
    Date: toRequestDate(order?.Date) || null,
    InstallDate: toRequestDate(order?.InstallDate) || null,
    GutterLineItems: gutterLines(order?.GutterLineItems),
    LotIndividualLineItems: gutterLotRows(job, order?.LotIndividualLineItems),
  };
}

/** The order as POST /api/gutterOrder takes it; added lines left without a material are dropped. */
export function gutterPayload(jobId: number, values: GutterFormValues): GutterOrder {
  return {
    JobId: jobId,
    ...values,
    GutterLineItems: values.GutterLineItems.filter((l) => l.Material.trim()),
  };
}
