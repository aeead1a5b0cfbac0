export interface PublicStandings {
  readonly name: string;
  readonly date: string;
  readonly closed: boolean;
  readonly seriesCount: number;
  readonly rows: readonly {
    readonly rank: number;
    readonly name: string;
    readonly seegerFabian: number;
    readonly won: number;
    readonly lost: number;
    readonly bySeries: readonly {
      readonly seegerFabian: number;
      readonly won: number;
      readonly lost: number;
    }[];
  }[];
  readonly tables: readonly {
    readonly series: number;
    readonly table: number;
    readonly deals: number;
    readonly of: number;
  }[];
  readonly updatedAt: number;
}
