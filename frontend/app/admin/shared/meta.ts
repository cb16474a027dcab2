import { m } from '~/paraglide/messages';

/**
 * Every admin page: its own title, a description for whoever finds a link to it, and kept
 * out of search engines (robots.txt says so too). In the admin's language: meta runs in
 * the render, after the document's language is set.
 */
export function adminMeta(title: string) {
  return [
    { title: m.admin_meta_title({ title }) },
    { name: 'description', content: m.admin_meta_description() },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
