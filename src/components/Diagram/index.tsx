import React, {useEffect, useRef, useState, type MouseEvent} from 'react';
import clsx from 'clsx';
import {useColorMode} from '@docusaurus/theme-common';
import type {PanzoomObject} from '@panzoom/panzoom';
import styles from './styles.module.css';

type Props = {
  /** Text alternative: the diagram's accTitle/accDescr, or what it shows. */
  alt: string;
  width: number | string;
  height: number | string;
  /** URLs of the SVG files drawn at build time for each colour mode. */
  light: string;
  dark: string;
};

/** Zoom steps of the buttons and keys; the wheel and pinch zoom continuously between the limits. */
const ZOOM = {min: 0.5, max: 8, step: 0.3};
/** How far an arrow key moves the drawing, in CSS px. */
const PAN_STEP = 60;

/**
 * A diagram drawn at build time (`remark-static-diagrams`), fitted to the
 * column. The colour mode shows one of the two files; the hidden one, lazy and
 * `display: none`, is not fetched. Clicking or tapping it opens a zoomable view
 * on the page (wheel, pinch and drag; + − 0 and the arrow keys; Escape closes).
 * Without JavaScript the link opens the file itself.
 */
export default function Diagram({alt, width, height, light, dark}: Props): React.ReactNode {
  const [open, setOpen] = useState(false);
  const show = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <figure className={clsx('static-diagram', styles.diagram)}>
      {(['light', 'dark'] as const).map((mode) => {
        const src = mode === 'light' ? light : dark;
        return (
          <a key={mode} href={src} className={clsx(styles.link, styles[mode])} onClick={show} aria-haspopup="dialog">
            <img className={styles.image} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
          </a>
        );
      })}
      <figcaption className={styles.hint} aria-hidden="true">
        Click or tap the diagram to zoom.
      </figcaption>
      {open && <ZoomView alt={alt} light={light} dark={dark} onClose={() => setOpen(false)} />}
    </figure>
  );
}

/** The zoom view's buttons: what each shows, its name when that is a sign, and what it does. */
const ZOOM_BUTTONS: {text: string; name?: string; action: (panzoom: PanzoomObject) => void}[] = [
  {text: '+', name: 'Zoom in', action: (panzoom) => panzoom.zoomIn()},
  {text: '−', name: 'Zoom out', action: (panzoom) => panzoom.zoomOut()},
  {text: 'Reset', action: (panzoom) => panzoom.reset()},
];

function ZoomView({alt, light, dark, onClose}: Pick<Props, 'alt' | 'light' | 'dark'> & {onClose: () => void}): React.ReactNode {
  const {colorMode} = useColorMode();
  const dialog = useRef<HTMLDialogElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const controls = useRef<PanzoomObject | null>(null);
  // Zoom keys and buttons used before Panzoom has arrived wait for it instead of doing nothing.
  const waiting = useRef<((panzoom: PanzoomObject) => void)[]>([]);
  const zoom = (action: (panzoom: PanzoomObject) => void) => {
    if (controls.current) action(controls.current);
    else waiting.current.push(action);
  };

  useEffect(() => {
    const element = dialog.current;
    const target = image.current;
    if (!element) return undefined;
    element.showModal();
    let panzoom: PanzoomObject | undefined;
    let cancelled = false;
    const onWheel = (event: WheelEvent) => panzoom?.zoomWithWheel(event);
    void import('@panzoom/panzoom').then(({default: Panzoom}) => {
      if (cancelled || !target) return;
      panzoom = Panzoom(target, {minScale: ZOOM.min, maxScale: ZOOM.max, step: ZOOM.step, canvas: true});
      target.parentElement!.addEventListener('wheel', onWheel, {passive: false});
      controls.current = panzoom;
      for (const action of waiting.current.splice(0)) action(panzoom);
    });
    return () => {
      cancelled = true;
      target?.parentElement?.removeEventListener('wheel', onWheel);
      panzoom?.destroy();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
    const actions: Record<string, (panzoom: PanzoomObject) => void> = {
      '+': (panzoom) => panzoom.zoomIn(),
      '=': (panzoom) => panzoom.zoomIn(),
      '-': (panzoom) => panzoom.zoomOut(),
      '0': (panzoom) => panzoom.reset(),
      ArrowLeft: (panzoom) => panzoom.pan(PAN_STEP, 0, {relative: true}),
      ArrowRight: (panzoom) => panzoom.pan(-PAN_STEP, 0, {relative: true}),
      ArrowUp: (panzoom) => panzoom.pan(0, PAN_STEP, {relative: true}),
      ArrowDown: (panzoom) => panzoom.pan(0, -PAN_STEP, {relative: true}),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    zoom(action);
  };

  return (
    // The dialog closes on Escape by itself; `close` tells the diagram.
    <dialog ref={dialog} className={styles.dialog} aria-label={`Diagram: ${alt}`} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <p className={styles.keys}>Wheel or pinch to zoom, drag to move; keys + − 0 and arrows.</p>
        {ZOOM_BUTTONS.map(({text, name, action}) => (
          <button key={text} type="button" className="button button--secondary button--sm" onClick={() => zoom(action)} aria-label={name}>
            {text}
          </button>
        ))}
        <button type="button" className="button button--primary button--sm" onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
      </div>
      <div className={styles.stage}>
        <img ref={image} className={styles.zoomed} src={colorMode === 'dark' ? dark : light} alt={alt} />
      </div>
    </dialog>
  );
}
