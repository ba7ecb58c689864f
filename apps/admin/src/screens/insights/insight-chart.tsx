import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { InsightChart } from "./insight-model.ts";
import { useValueFormat } from "./use-value-format.ts";

const COLOURS = ["#1d4ed8", "#b45309", "#15803d", "#7c3aed"];

/**
 * One chart drawn by uPlot (canvas). The canvas is hidden from screen readers: the table named
 * by `chart.tableId` carries the same numbers, and the figure links to it. uPlot draws left to
 * right; in right-to-left the x axis is reversed (scale dir -1) so time runs the reader's way.
 */
export function InsightChartView({ chart, rtl }: { chart: InsightChart; rtl: boolean }) {
  const { t } = useLingui();
  const write = useValueFormat();
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = chart.labels.map((_, i) => i);
    const format = chart.series[0]?.format ?? "count";
    const size = () => ({ width: Math.max(240, element.clientWidth), height: 240 });
    const plot = new uPlot(
      {
        ...size(),
        legend: { show: chart.series.length > 1 },
        cursor: { show: false },
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, Math.max(0.5, xs.length - 0.5)] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? (chart.labels[tick] ?? "") : "")), incrs: [1], rotate: 0, size: 40 },
          { values: (_u, ticks) => ticks.map((tick) => write(tick, format)), size: 70 },
        ],
        series: [
          {},
          ...chart.series.map((s, i) => ({
            label: s.label,
            stroke: COLOURS[i % COLOURS.length],
            fill: chart.kind === "bars" ? `${COLOURS[i % COLOURS.length]}cc` : undefined,
            width: 2,
            paths: chart.kind === "bars" ? uPlot.paths.bars?.(barLayout(i, chart.series.length)) : undefined,
            points: { show: chart.kind === "line" && xs.length < 40 },
          })),
        ],
      },
      [xs, ...chart.series.map((s) => s.values)],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [chart, rtl, write]);
  return (
    <figure className="insight-chart" data-insight-chart={chart.id}>
      <figcaption>
        {chart.title}{" "}
        <a className="insight-chart-table-link" href={`#table-${chart.tableId}`}>
          {t`Same figures as a table`}
        </a>
      </figcaption>
      <div ref={holder} className="insight-chart-canvas" aria-hidden="true" />
    </figure>
  );
}

/**
 * One series' bars fill the slot; two (this period and the previous) stand side by side, each
 * half as wide, the first before the x position and the second after, so neither hides the other.
 */
function barLayout(index: number, count: number): uPlot.Series.BarsPathBuilderOpts {
  if (count !== 2) return { size: [0.6, 64] };
  return { size: [0.3, 32], align: index === 0 ? -1 : 1 };
}
