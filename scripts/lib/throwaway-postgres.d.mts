export interface ThrowawayPostgres {
  /** postgres://…@127.0.0.1:<port>/clinic_test */
  url: string;
  stop(): Promise<void>;
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
