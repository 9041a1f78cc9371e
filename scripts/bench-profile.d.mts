/** Where a profiled function comes from (its package or source folder, its source file and line), or null. */
export declare function sourceReader(
  assets: string,
): (callFrame: {
  url: string;
  lineNumber: number;
  columnNumber: number;
}) => { group: string; where: string } | null;
/** A load's CPU profile summarised: per file, per package or source folder, per function and per 100 ms. */
export declare function summarizeProfile(
  profile: {
    nodes: Array<{
      id: number;
      callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
      children?: number[];
    }>;
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  },
  options: { origin: string; assets: string; name: string; slowdown: number },
): string[];
