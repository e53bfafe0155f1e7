/** What a page shows while its code loads: the rough shape of a page, announced once to screen readers. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="container-page py-10 sm:py-14">
      <span className="sr-only">Loading page…</span>
      <div aria-hidden="true">
        <div className="skeleton h-9 w-2/3 max-w-md" />
        <div className="skeleton mt-4 h-4 w-full max-w-xl" />
        <div className="skeleton mt-2 h-4 w-5/6 max-w-lg" />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="card p-5">
              <div className="skeleton aspect-[4/3] w-full rounded-xl" />
              <div className="skeleton mt-4 h-4 w-3/4" />
              <div className="skeleton mt-2 h-4 w-1/2" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
