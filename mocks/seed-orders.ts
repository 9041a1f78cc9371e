import { ARF_SECTIONS, type ArfConfigurationRow } from '@/api/arf-orders';
import { generatePurchaseOrderNumber } from '@/api/purchase-orders';
import type { MaterialQuantities, WorkOrderLineItem } from '@/api/work-orders';
import { serverDateTime } from './dates';
import type {
  DbShape,
  MockArfOrder,
  MockClientCompany,
  MockGutterOrder,
  MockJob,
  MockJobSite,
  MockPurchaseOrder,
  MockWorkOrder,
} from './types';

/*
 * The job orders of the demo business (issue 12): a work order for every job that has one, a few purchase
 * orders per job over the last months, gutter orders for the jobs with gutters and ARF (trim) orders.
 */

interface SeedCategory {
  Id: number;
  Name: string;
  ShortName: string;
  DisplayOrder: number;
  DisabledByDefault: boolean;
  NeededByTownHouse: boolean;
}
interface SeedMaterial {
  Id: number;
  Name: string;
  CategoryId: number | null;
}
interface SeedColor {
  Id: number;
  Name: string;
  IsGutterColor?: boolean;
  IsDownSpoutColor?: boolean;
  IsSplashblockColor?: boolean;
}

export interface OrdersSeedInput {
  now: Date;
  jobs: MockJob[];
  jobSites: MockJobSite[];
  clientCompanies: MockClientCompany[];
  materialCategories: SeedCategory[];
  materials: SeedMaterial[];
  colors: SeedColor[];
  units: Array<{ Id: number; Name: string }>;
  supplyCompanies: Array<{ Id: number; Name: string }>;
}

export type OrdersSeed = Pick<
  DbShape,
  'workOrders' | 'purchaseOrders' | 'gutterOrders' | 'arfOrders' | 'workOrderPrints'
>;

const STAFF = ['staff@example.com', 'derek.holt@example.com', 'admin@example.com'];

function dayFrom(base: Date, days: number, hour = 9): string {
  return serverDateTime(new Date(base.getFullYear(), base.getMonth(), base.getDate() + days, hour, 0, 0));
}

/** A past moment: never later than `now` (a modified date from the future reads wrong). */
function pastFrom(now: Date, days: number, hour: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + Math.min(0, days), hour, 0, 0);
  if (d.getTime() > now.getTime()) d.setDate(d.getDate() - 1);
  return serverDateTime(d);
}

const CUSTOM_ITEMS = ['Touch-up paint kit', 'Extra J-channel for garage', 'Caulk, color matched (case)'];
const GUTTER_DESCRIPTIONS = {
  GUTTER: ['6" K-style seamless, .032 aluminum', '5" K-style seamless, .027 aluminum'],
  DOWNSPOUTS: ['3x4 corrugated, 10 ft lengths', '2x3 corrugated, 10 ft lengths'],
  SPLASHBLOCKS: ['Concrete splash block, 24"', 'Plastic splash block, 24"'],
} as const;

export function createOrdersSeed(input: OrdersSeedInput): OrdersSeed {
  const { now, jobs, jobSites, clientCompanies, materials, colors, units, supplyCompanies } = input;
  const categories = [...input.materialCategories]
    .filter((c) => !c.DisabledByDefault)
    .sort((a, b) => a.DisplayOrder - b.DisplayOrder);
  const townHouseCategories = categories.filter((c) => c.NeededByTownHouse);
  const pick = <T>(items: readonly T[], n: number): T | undefined =>
    items.length ? items[Math.abs(n) % items.length] : undefined;
  const materialsOf = (categoryId: number) => materials.filter((m) => m.CategoryId === categoryId);
  const unitId = (n: number) => pick(units, n)?.Id ?? null;
  const colorId = (n: number) => pick(colors, n)?.Id ?? null;
  const colorsWhere = (flag: keyof SeedColor) => colors.filter((c) => c[flag] === true);

  /** The material lines of an order: one per category (some left empty), then a custom line or none. */
  function lines(seed: number, withCustom: boolean): WorkOrderLineItem[] {
    const out: WorkOrderLineItem[] = [];
    categories.forEach((category, i) => {
      const material = pick(materialsOf(category.Id), seed + i);
      const filled = (seed + i) % 5 !== 0;
      out.push({
        CategoryId: category.Id,
        CategoryName: category.Name,
        IsPrePopulatedMaterial: true,
        MaterialName: filled && material ? material.Name : '',
        MaterialId: filled && material ? material.Id : null,
        UnitId: filled ? unitId(seed + i) : null,
        Quantity: filled ? 2 + ((seed * 7 + i * 3) % 40) : null,
        SelectedColorId: filled ? colorId(seed + i * 2) : null,
        DisplayOrder: out.length + 1,
        ShouldIgnoreWhenPrint: false,
        ShouldHighlightWhenPrint: filled && (seed + i) % 9 === 0,
      });
    });
    if (withCustom && categories.length) {
      const category = pick(categories, seed)!;
      out.push({
        CategoryId: category.Id,
        CategoryName: category.Name,
        IsPrePopulatedMaterial: false,
        MaterialName: pick(CUSTOM_ITEMS, seed)!,
        MaterialId: null,
        UnitId: unitId(seed),
        Quantity: 1 + (seed % 4),
        SelectedColorId: null,
        DisplayOrder: out.length + 1,
        ShouldIgnoreWhenPrint: false,
        ShouldHighlightWhenPrint: false,
      });
    }
    return out;
  }

  /** The per-lot siding rows of a town-house job: one per lot and siding type. */
  function lotRows(job: MockJob, seed: number) {
    return job.Lots.filter((l) => !l.IsDeleted).flatMap((lot, li) =>
      lot.SidingTypes.map((type, ti) => {
        const quantities: MaterialQuantities = {};
        townHouseCategories.forEach((c, ci) => {
          quantities[c.ShortName] = 1 + ((seed + li * 3 + ti + ci * 5) % 18);
        });
        return {
          LotId: lot.Id,
          Lot: lot.LotCode,
          Type: type,
          SelectedSidingColorId: colorId(seed + li + ti),
          SelectedTrimColorId: colorId(seed + li + 3),
          MaterialQuantities: quantities,
        };
      }),
    );
  }

  const workOrders: MockWorkOrder[] = [];
  const purchaseOrders: MockPurchaseOrder[] = [];
  const gutterOrders: MockGutterOrder[] = [];
  const arfOrders: MockArfOrder[] = [];

  jobs.forEach((job, index) => {
    if (!job.HasWorkOrder) return;
    const seed = job.Id;
    const created = job.WordOrderCreatedDate ?? dayFrom(now, -30);
    const createdOffset = Math.round((Date.parse(created) - now.getTime()) / 86_400_000);
    workOrders.push({
      JobId: job.Id,
      WorkOrderLineItems: lines(seed, index % 3 === 0),
      LotWorkOrderLineItems: lotRows(job, seed),
      ModifiedBy: pick(STAFF, seed)!,
      ModifiedDate: pastFrom(now, createdOffset + 1, 10),
    });

    // purchase orders: one to three per job, numbered as decision 8 says
    const site = jobSites.find((s) => s.Id === job.JobSiteId);
    const builder = clientCompanies.find((c) => c.Id === site?.BuilderId);
    const count = supplyCompanies.length ? 1 + (seed % 3) : 0;
    for (let k = 0; k < count; k++) {
      const offset = createdOffset + 4 + k * 6;
      const orderLines = lines(seed + k * 11, k === 1).map(
        ({ ShouldIgnoreWhenPrint: _i, ShouldHighlightWhenPrint: _h, ...line }) => line,
      );
      purchaseOrders.push({
        Id: purchaseOrders.length + 1,
        JobId: job.Id,
        PurchaseOrderNumber: generatePurchaseOrderNumber({
          builderName: builder?.CompanyName ?? '',
          jobSiteCode: site?.JobSiteCode ?? '',
          lotGroupCode: job.LotGroupCode,
          existingOrders: k,
        }),
        SupplyCompanyId: pick(supplyCompanies, seed + k)!.Id,
        // the PO date (DueDate), then the delivery (ShipDate) a day later (A §3's labels)
        DueDate: dayFrom(now, offset + 2, 0),
        ShipDate: dayFrom(now, offset + 3, 0),
        ShipTo: job.Address,
        PickupDate: k === 2 ? dayFrom(now, offset + 1, 0) : null,
        PickupBy: k === 2 ? 'Crew lead' : '',
        PurchaseOrderLineItems: orderLines,
        LotPurchaseOrderLineItems: lotRows(job, seed + k).map(({ Lot: _lot, ...row }) => row),
        ModifiedBy: pick(STAFF, seed + k)!,
        ModifiedDate: pastFrom(now, offset, 9 + k),
      });
    }

    if (job.HasGutter) {
      const gutterColors = colorsWhere('IsGutterColor');
      const downspoutColors = colorsWhere('IsDownSpoutColor');
      const splashColors = colorsWhere('IsSplashblockColor');
      gutterOrders.push({
        JobId: job.Id,
        PurchaseOrderNumber: `G-${site?.JobSiteCode ?? ''}-${job.LotGroupCode}`,
        GutterName: pick(['Blue Line Gutters', 'Summit Seamless', 'Capital Gutter Supply'], seed)!,
        GutterFax: `703-555-${String(2000 + (seed % 7000)).padStart(4, '0')}`,
        GutterPhone: `703-555-${String(1000 + (seed % 8000)).padStart(4, '0')}`,
        Date: dayFrom(now, createdOffset + 2, 0),
        InstallDate: job.GutterOrderInstallDate,
        GutterLineItems: [
          {
            Material: 'GUTTER',
            Description: pick(GUTTER_DESCRIPTIONS.GUTTER, seed)!,
            ColorId: pick(gutterColors, seed)?.Id ?? null,
            GScreen: seed % 2 === 0,
          },
          {
            Material: 'DOWNSPOUTS',
            Description: pick(GUTTER_DESCRIPTIONS.DOWNSPOUTS, seed)!,
            ColorId: pick(downspoutColors, seed)?.Id ?? null,
            GScreen: false,
          },
          {
            Material: 'SPLASHBLOCKS',
            Description: pick(GUTTER_DESCRIPTIONS.SPLASHBLOCKS, seed)!,
            ColorId: pick(splashColors, seed)?.Id ?? null,
            GScreen: false,
          },
        ],
        LotIndividualLineItems: job.Lots.filter((l) => !l.IsDeleted).map((lot, li) => ({
          LotId: lot.Id,
          LotCode: lot.LotCode,
          SelectedColorId: pick(gutterColors, seed + li)?.Id ?? null,
          GutterDescription: `${40 + ((seed + li) % 30)} LF`,
          DownspoutDescription: `${3 + ((seed + li) % 4)} pcs`,
          SplashblocksDescription: `${3 + ((seed + li) % 4)} pcs`,
        })),
        ModifiedBy: pick(STAFF, seed)!,
        ModifiedDate: pastFrom(now, createdOffset + 3, 14),
      });
    }

    if (index % 4 === 1) {
      const section = (count: number, filled: number, base: number): ArfConfigurationRow[] =>
        Array.from({ length: count }, (_, r) =>
          r < filled
            ? { Length: 12 + ((base + r * 4) % 10), NumberOfPieces: 2 + ((base + r) % 8) }
            : { Length: null, NumberOfPieces: null },
        );
      arfOrders.push({
        JobId: job.Id,
        ArfName: pick(['Allied Roll Forming', 'ARF Trim Supply', 'Metro Trim Works'], seed)!,
        ArfFax: `571-555-${String(3000 + (seed % 6000)).padStart(4, '0')}`,
        ShipTo: job.Address,
        OrderDate: dayFrom(now, createdOffset + 1, 0),
        NeededDate: dayFrom(now, createdOffset + 8, 0),
        RakeColorId: colorId(seed),
        CrColorId: colorId(seed + 1),
        SoColorId: colorId(seed + 2),
        RakeConfiguration: section(ARF_SECTIONS.rake.rows, 2, seed),
        CrConfiguration: section(ARF_SECTIONS.cr.rows, 5, seed + 1),
        SoConfiguration: section(ARF_SECTIONS.so.rows, 1, seed + 2),
        RakeNote: 'Match existing rake profile on the front elevation.',
        CrNote: seed % 2 ? 'Vented soffit on all eaves.' : '',
        SoNote: '',
        ModifiedBy: pick(STAFF, seed)!,
        ModifiedDate: pastFrom(now, createdOffset + 2, 15),
      });
    }
  });

  return { workOrders, purchaseOrders, gutterOrders, arfOrders, workOrderPrints: [] };
}
