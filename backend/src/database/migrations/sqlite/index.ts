import { Initial1795305219595 } from './1795305219595-Initial';
import { ContentVersion1795400000000 } from './1795400000000-ContentVersion';
import { ContactSource1795500000001 } from './1795500000001-ContactSource';

/** Applied in this order; never edit one that has shipped, add a new one. */
export const SQLITE_MIGRATIONS = [
  Initial1795305219595,
  ContentVersion1795400000000,
  ContactSource1795500000001,
];
