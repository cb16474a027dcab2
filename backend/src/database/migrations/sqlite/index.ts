import { Initial1795305219595 } from './1795305219595-Initial';
import { ContentVersion1795400000000 } from './1795400000000-ContentVersion';
import { CaseStudies1795700000001 } from './1795700000001-CaseStudies';

/** Applied in this order; never edit one that has shipped, add a new one. */
export const SQLITE_MIGRATIONS = [
  Initial1795305219595,
  ContentVersion1795400000000,
  CaseStudies1795700000001,
];
