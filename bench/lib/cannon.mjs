// autocannon through its API, for the bench's load process: the options as JSON in the
// first argument, the result as JSON on stdout (what the CLI's --json prints). The CLI
// cannot carry autocannon's `[<id>]` placeholder in a header (its argument parser reads
// brackets as sub-arguments), which a load of new visitors needs.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(result));
