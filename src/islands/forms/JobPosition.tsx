/** A job as its card shows it, in the page's language. */
export interface JobSummary {
  title: string;
  type: string;
  workType: string;
  location: string;
}

export interface JobPositionStrings {
  title: string;
  type: string;
  workType: string;
  location: string;
  change: string;
}

/** The position being applied for, with a way back to the list. */
export function JobPosition({ job, strings, careersUrl }: { job: JobSummary | undefined; strings: JobPositionStrings; careersUrl: string }) {
  return (
    <section className="job-position" aria-label={strings.title}>
      {/* The job comes from the address once the page runs; until then, blocks hold its place. */}
      {!job && (
        <div className="job-position__pending" aria-hidden="true">
          <span />
          <span />
        </div>
      )}
      {job && (
        <>
          <p className="job-position__title">{job.title}</p>
          <dl className="job-position__facts">
            {(['type', 'workType', 'location'] as const).map((fact) => (
              <div className="job-position__fact" key={fact}>
                <dt>{strings[fact]}</dt>
                <dd>{job[fact]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <a className="job-position__change" href={careersUrl}>
        {strings.change}
      </a>
    </section>
  );
}
