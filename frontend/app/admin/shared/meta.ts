/**
 * Every admin page: its own title, a description for whoever finds a link to it, and kept
 * out of search engines (robots.txt says so too).
 */
export function adminMeta(title: string) {
  return [
    { title: `${title} · Prism Admin` },
    {
      name: 'description',
      content:
        'The staff area of the Prism website: portfolio, client logos, messages and settings.',
    },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
