-- Player protection: the brand's IANA time zone on the gateway (the worker's brand
-- config `timeZone`), so the birthday check counts the age on the brand's day, not UTC's.
ALTER TABLE merchants ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Asia/Ho_Chi_Minh';
