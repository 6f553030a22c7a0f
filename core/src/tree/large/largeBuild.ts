import type { LargeBuild } from '../build/buildOptions';
import { takeLeaves } from './runLeaves';
import { siblingValues } from './siblingValues';

/**
 * The large-tree machinery of a build, which `largeTreeFeature` hands the engine (and the tools
 * that index whole files: `validateOptions`, the CLI): runs of plain leaves read again from their
 * children arrays instead of kept, and sibling tables of hashes in typed arrays instead of Maps.
 * A build without it makes the same tree.
 */
export const LARGE_BUILD: LargeBuild = { takeLeaves, table: siblingValues };
