/**
 * A heading's text with the words the design sets in italics (landing texts):
 * staff write the heading and name the words; the schema checks they appear in it.
 */
export function Emphasised({ text, emphasis }: { text: string; emphasis: string }) {
  const at = text.indexOf(emphasis);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <em className="font-normal text-accent italic">{emphasis}</em>
      {text.slice(at + emphasis.length)}
    </>
  );
}
