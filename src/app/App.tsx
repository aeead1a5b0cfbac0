export function App() {
  return (
    <main className="mx-auto max-w-md p-4">
      <h1 className="text-2xl font-bold">Skat Scorekeeper</h1>
    </main>
  );
}
