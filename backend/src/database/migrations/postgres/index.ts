import { Initial1795305222820 } from './1795305222820-Initial';
import { ContentVersion1795400000001 } from './1795400000001-ContentVersion';
import { CaseStudies1795700000002 } from './1795700000002-CaseStudies';

/** Applied in this order; never edit one that has shipped, add a new one. */
export const POSTGRES_MIGRATIONS = [
  Initial1795305222820,
  ContentVersion1795400000001,
  CaseStudies1795700000002,
];
