/** Shapes of the data the build extracts for the site (served through virtual modules). */

export interface MemberDoc {
  name: string;
  /** The type as written in the source (`ReactNode`, `(value: ValuePath) => void`). */
  type: string;
  optional: boolean;
  /** From a `@default` JSDoc tag, as written. */
  default?: string;
  description: string;
  /** From a `@deprecated` JSDoc tag: the advice given there, or an empty string. */
  deprecated?: string;
}

export type ExportKind = 'hook' | 'component' | 'function' | 'class' | 'constant' | 'interface' | 'type';

export interface ExportDoc {
  name: string;
  kind: ExportKind;
  /** A declaration line: `function useCascader(props: UseCascaderProps): UseCascaderReturn`. */
  signature: string;
  description: string;
  /** The members of an interface (or an object type alias). */
  members?: MemberDoc[];
}

export interface InterfaceDoc {
  /** Where the table came from, e.g. `react/src/index.ts › CascaderProps`. */
  source: string;
  members: MemberDoc[];
}

export interface ApiData {
  props: InterfaceDoc | null;
  option: InterfaceDoc | null;
  /** Exports of @cascadia/react (`null` while react/src/index.ts does not exist). */
  react: ExportDoc[] | null;
  core: ExportDoc[] | null;
}

export interface CoverageTotals {
  lines: number;
  statements: number;
  functions: number;
  branches: number;
}

/** Repository-relative file path → ISO time of the last commit that touched it. */
export type UpdatedTimes = Record<string, string>;
