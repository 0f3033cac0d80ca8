import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayToX, type TempoSeries } from './tempo-series.ts';

// Line colours, told apart also by the legend's names and the table beside the chart.
const COLOURS = ['#7b2d6b', '#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f'];
const HEIGHT = 200;

/** The tempo lines drawn by uPlot (loaded with this module only, when a chart is shown); sized to its box. */
export function TempoPlot({ series }: { series: TempoSeries }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: { x: { time: true } },
        // The names only: the figures are in the words and the table beside the chart.
        legend: { live: false },
        axes: [{}, { label: 'bpm', size: 50 }],
        series: [
          {},
          ...series.lines.map((line, i) => ({
            label: line.label,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            spanGaps: true,
            points: { show: true, size: 6 },
          })),
        ],
      },
      [series.days.map(dayToX), ...series.lines.map((line) => line.bpm)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);
  return <div ref={box} className="w-full overflow-hidden" aria-hidden="true" />;
}
