-- Placeholder: the session that owns this migration fills it in.
SELECT 1;
