// @ts-check
// Whether a file can be run: the test tools' lookups (chromium.cjs, haproxy.cjs) use it to
// take a system binary or an unpacked one.
const { accessSync, constants } = require('node:fs');

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

module.exports = { isExecutable };
