import { useId, type ReactNode } from "react";
import { formatDay } from "@web/lib/dates";
import { useSalaryDistribution } from "../api/getSalaryDistribution";
import { CHART, salaryChartView } from "../lib/salaryChart";
import type { SalarySubject } from "@cms/contract/salaryDistribution";

/**
 * What a landing page's jobs pay: a box chart drawn as SVG in the server's HTML, with its text equivalent beside it
 * (the drawing is hidden from screen readers, which read the sentence). Renders `fallback` (the page's fixed text,
 * if any) until at least five jobs state a salary, or when the figures cannot be had.
 */
export function SalaryDistributionChart({
  subject,
  heading,
  fallback = null,
  className = "",
}: {
  subject: SalarySubject;
  heading: string;
  fallback?: ReactNode;
  className?: string;
}) {
  const distribution = useSalaryDistribution(subject).data?.distribution;
  const headingId = useId();
  if (!distribution) return <>{fallback}</>;
  const view = salaryChartView(
    distribution,
    formatDay(new Date(`${distribution.ratesDate}T00:00:00Z`), "long"),
  );
  const axisY = CHART.boxTop + CHART.boxHeight + 6;
  return (
    <section
      aria-labelledby={headingId}
      className={className}
      data-testid="salary-distribution"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {heading}
      </h2>
      <figure className="mt-2">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          className="h-auto w-full max-w-sm"
          aria-hidden
          focusable="false"
        >
          <line
            x1={view.axis.from}
            x2={view.axis.to}
            y1={axisY}
            y2={axisY}
            className="stroke-slate-300"
            strokeWidth={1}
          />
          <rect
            x={view.x.q1}
            y={CHART.boxTop}
            width={Math.max(view.x.q3 - view.x.q1, 1)}
            height={CHART.boxHeight}
            rx={3}
            className="fill-brand-100 stroke-brand-600"
            strokeWidth={1.5}
          />
          <line
            x1={view.x.median}
            x2={view.x.median}
            y1={CHART.boxTop - 2}
            y2={CHART.boxTop + CHART.boxHeight + 2}
            className="stroke-brand-800"
            strokeWidth={3}
          />
          <text
            x={view.axis.from}
            y={CHART.height - 2}
            textAnchor="start"
            className="fill-slate-500 text-[11px]"
          >
            {view.axis.fromLabel}
          </text>
          <text
            x={view.axis.to}
            y={CHART.height - 2}
            textAnchor="end"
            className="fill-slate-500 text-[11px]"
          >
            {view.axis.toLabel}
          </text>
        </svg>
        <figcaption className="mt-1 text-sm text-slate-700">
          {view.summary}
        </figcaption>
      </figure>
      <p className="mt-1 text-xs text-slate-500">{view.source}</p>
    </section>
  );
}
