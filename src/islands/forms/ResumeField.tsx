import { useState, type DragEvent } from 'react';
import { RESUME_ACCEPT } from '../../shared/forms/constants.ts';
import { FieldError } from './Field.tsx';
import './ResumeField.css';
import { CROSS, LineIcon } from '../icons/LineIcon';

export interface ResumeStrings {
  label: string;
  drop: string;
  or: string;
  browse: string;
  hint: string;
  selected: string;
  remove: string;
  uploading: string;
  uploaded: string;
}

interface Props {
  id: string;
  lang: string;
  strings: ResumeStrings;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  error?: string;
  /** Share of the upload done, 0 to 1; undefined while no upload runs. */
  progress?: number;
  disabled?: boolean;
}

const formatSize = (bytes: number, lang: string) =>
  new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: bytes < 1_048_576 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_048_576 ? bytes / 1024 : bytes / 1_048_576);

/** The resume picker: a drop zone around a real file input, the chosen file and the upload's progress. */
export function ResumeField({ id, lang, strings, file, onFile, error, progress, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  const percent = progress === undefined ? undefined : Math.round(progress * 100);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files[0]) onFile(event.dataTransfer.files[0]);
  };

  const classes = [
    'resume',
    dragging && 'resume--dragging',
    error && 'resume--invalid',
    file && 'resume--chosen',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      {/* The section's heading shows the same word, so the label is for assistive technology only. */}
      <span className="visually-hidden" id={`${id}-label`}>
        {strings.label}
      </span>
      <div
        className={classes}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <svg className="resume__icon" aria-hidden="true" viewBox="0 0 40 40" width="40" height="40">
          <path
            d="M11 4h13l9 9v21a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
            fill="var(--color-accent-soft)"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M24 4v9h9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M20 29v-10M15.5 23.5 20 19l4.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="resume__drop">
          {strings.drop} <span className="resume__or">{strings.or}</span>
        </p>
        <input
          id={id}
          className="resume__input"
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-browse`}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="button button--ghost resume__browse" id={`${id}-browse`}>
          {strings.browse}
        </label>
        <p className="form-field__hint" id={hintId}>
          {strings.hint}
        </p>
      </div>
      {file && (
        <div className="resume__file">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path
              d="M5 2h7l4 4v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          <p className="resume__name">
            <span className="visually-hidden">{strings.selected}: </span>
            {file.name} <span className="resume__size">({formatSize(file.size, lang)})</span>
          </p>
          <button
            type="button"
            className="resume__remove"
            onClick={() => onFile(undefined)}
            disabled={disabled}
            aria-label={`${strings.remove}: ${file.name}`}
          >
            <LineIcon path={CROSS} size={18} weight={2.4} />
          </button>
        </div>
      )}
      {percent !== undefined && (
        <div className="resume__progress">
          <div className="resume__progress-text" id={`${id}-progress`}>
            <span>{percent === 100 ? strings.uploaded : strings.uploading}</span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <div
            className="resume__bar"
            role="progressbar"
            aria-labelledby={`${id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="resume__bar-fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
