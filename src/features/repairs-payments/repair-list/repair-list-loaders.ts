import { listLoader } from '@/components/data-table/table-query';
import { repairListSource, repairReportSource } from './repair-list-source';

/** The repair order list's and report's loaders (a small chunk of their own): the first page of the table. */
export const repairListSourceLoader = listLoader(repairListSource);
export const repairReportSourceLoader = listLoader(repairReportSource);
