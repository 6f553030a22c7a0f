/// <reference types="vite/client" />

// Build-time data served by build/site-data-plugin.ts.
declare module 'virtual:cascadia/api-tables' {
  const tables: Pick<import('../build/types').ApiData, 'props' | 'option'>;
  export default tables;
}
declare module 'virtual:cascadia/api-react' {
  const exports: import('../build/types').ExportDoc[] | null;
  export default exports;
}
declare module 'virtual:cascadia/api-core' {
  const exports: import('../build/types').ExportDoc[] | null;
  export default exports;
}
declare module 'virtual:cascadia/api-names' {
  type Name = Pick<import('../build/types').ExportDoc, 'name' | 'kind'>;
  const names: { react: Name[] | null; core: Name[] | null };
  export default names;
}
declare module 'virtual:cascadia/updated' {
  const updated: import('../build/types').UpdatedTimes;
  export default updated;
}
declare module 'virtual:cascadia/coverage' {
  const coverage: import('../build/types').CoverageTotals | null;
  export default coverage;
}
