/** What stops a backup or a restore, in words for the person running it (no stack needed). */
export class BackupError extends Error {}
