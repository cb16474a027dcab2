/** Every admin page: its own title, and kept out of search engines (robots.txt says so too). */
export function adminMeta(title: string) {
  return [{ title: `${title} · Prism Admin` }, { name: 'robots', content: 'noindex, nofollow' }];
}
