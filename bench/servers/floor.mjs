// The Lighthouse floor: a trivial, fully static page (no script, no CSS file, no font),
// served by node:http. What the run scores here is the best any page can score.
import { createServer } from 'node:http';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor · a trivial static page</title>
<meta name="description" content="A trivial static page: the best score this machine gives.">
</head>
<body>
<main>
<h1>A trivial static page</h1>
<p>Nothing to load but this HTML: the floor every other page is measured against.</p>
</main>
</body>
</html>
`;

const port = Number(process.argv[2]);
createServer((req, res) => {
  if (req.url === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('User-agent: *\nAllow: /\n');
    return;
  }
  res.writeHead(req.url === '/' ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
  });
  res.end(HTML);
}).listen(port, '127.0.0.1', () => console.log(`floor on ${port}`));
process.once('SIGTERM', () => process.exit(0));
