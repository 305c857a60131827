export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A blank Next.js page, built with the site&apos;s version of Next.js, measured beside every route.</p>
    </main>
  );
}
