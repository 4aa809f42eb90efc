EXTENSION pg_trgm
SCHEMA databank_g<n>
SCHEMA databank_meta
SCHEMA public

TABLE databank_g<n>.core_citations
  ord integer NOT NULL
  lookup text NOT NULL
  body text NOT NULL
  c_page_from bigint
  c_page_to bigint
  c_created_date__us bigint
  c_created_date__d text COLLATE "C"
  c_modified_date__us bigint
  c_modified_date__d text COLLATE "C"
  c_ref bigint
  CONSTRAINT core_citations_pkey PRIMARY KEY (ord)
  CREATE INDEX core_citations__created_date__d ON databank_g<n>.core_citations USING btree (c_created_date__d, ord)
  CREATE INDEX core_citations__created_date__us ON databank_g<n>.core_citations USING btree (c_created_date__us, ord)
  CREATE INDEX core_citations__modified_date__d ON databank_g<n>.core_citations USING btree (c_modified_date__d, ord)
  CREATE INDEX core_citations__modified_date__us ON databank_g<n>.core_citations USING btree (c_modified_date__us, ord)
  CREATE INDEX core_citations__page_from ON databank_g<n>.core_citations USING btree (c_page_from, ord)
  CREATE INDEX core_citations__page_to ON databank_g<n>.core_citations USING btree (c_page_to, ord)
  CREATE INDEX core_citations__ref ON databank_g<n>.core_citations USING btree (c_ref, ord)
  CREATE UNIQUE INDEX core_citations_lookup ON databank_g<n>.core_citations USING btree (lookup)
  CREATE UNIQUE INDEX core_citations_pkey ON databank_g<n>.core_citations USING btree (ord)

TABLE databank_g<n>.core_citations__created_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__created_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__created_date__d__cum_pkey ON databank_g<n>.core_citations__created_date__d__cum USING btree (v)

TABLE databank_g<n>.core_citations__created_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__created_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__created_date__us__cum_pkey ON databank_g<n>.core_citations__created_date__us__cum USING btree (v)

TABLE databank_g<n>.core_citations__modified_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__modified_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__modified_date__d__cum_pkey ON databank_g<n>.core_citations__modified_date__d__cum USING btree (v)

TABLE databank_g<n>.core_citations__modified_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__modified_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__modified_date__us__cum_pkey ON databank_g<n>.core_citations__modified_date__us__cum USING btree (v)

TABLE databank_g<n>.core_citations__page_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__page_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__page_from__cum_pkey ON databank_g<n>.core_citations__page_from__cum USING btree (v)

TABLE databank_g<n>.core_citations__page_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_citations__page_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_citations__page_to__cum_pkey ON databank_g<n>.core_citations__page_to__cum USING btree (v)

TABLE databank_g<n>.core_polities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_start_year bigint
  c_end_year bigint
  c_long_name__u text COLLATE "C"
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  c_long_name text COLLATE "C"
  CONSTRAINT core_polities_pkey PRIMARY KEY (ord)
  CREATE INDEX core_polities__eff_from ON databank_g<n>.core_polities USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX core_polities__eff_from__walk ON databank_g<n>.core_polities USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX core_polities__eff_to ON databank_g<n>.core_polities USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX core_polities__end_year ON databank_g<n>.core_polities USING btree (c_end_year, ord)
  CREATE INDEX core_polities__long_name__u ON databank_g<n>.core_polities USING gin (c_long_name__u gin_trgm_ops)
  CREATE INDEX core_polities__name__u ON databank_g<n>.core_polities USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_polities__start_year ON databank_g<n>.core_polities USING btree (c_start_year, ord)
  CREATE UNIQUE INDEX core_polities_lookup ON databank_g<n>.core_polities USING btree (lookup)
  CREATE UNIQUE INDEX core_polities_pkey ON databank_g<n>.core_polities USING btree (ord)

TABLE databank_g<n>.core_polities__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__eff_from__cover_pkey ON databank_g<n>.core_polities__eff_from__cover USING btree (v)

TABLE databank_g<n>.core_polities__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__eff_to__cover_pkey ON databank_g<n>.core_polities__eff_to__cover USING btree (v)

TABLE databank_g<n>.core_polities__end_year__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__end_year__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__end_year__cum_pkey ON databank_g<n>.core_polities__end_year__cum USING btree (v)

TABLE databank_g<n>.core_polities__start_year__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__start_year__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__start_year__cum_pkey ON databank_g<n>.core_polities__start_year__cum USING btree (v)

TABLE databank_g<n>.core_references
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_title__u text COLLATE "C"
  c_title text COLLATE "C"
  c_year bigint
  c_creator__u text COLLATE "C"
  c_creator text COLLATE "C"
  c_reflib_link__u text COLLATE "C"
  c_reflib_link text COLLATE "C"
  c_long_name__u text COLLATE "C"
  c_long_name text COLLATE "C"
  c_url_link__u text COLLATE "C"
  c_url_link text COLLATE "C"
  c_created_date__us bigint
  c_created_date__d text COLLATE "C"
  c_modified_date__us bigint
  c_modified_date__d text COLLATE "C"
  c_item_type text COLLATE "C"
  CONSTRAINT core_references_pkey PRIMARY KEY (ord)
  CREATE INDEX core_references__created_date__d ON databank_g<n>.core_references USING btree (c_created_date__d, ord)
  CREATE INDEX core_references__created_date__us ON databank_g<n>.core_references USING btree (c_created_date__us, ord)
  CREATE INDEX core_references__creator ON databank_g<n>.core_references USING hash (c_creator)
  CREATE INDEX core_references__creator__u ON databank_g<n>.core_references USING gin (c_creator__u gin_trgm_ops)
  CREATE INDEX core_references__long_name ON databank_g<n>.core_references USING hash (c_long_name)
  CREATE INDEX core_references__long_name__u ON databank_g<n>.core_references USING gin (c_long_name__u gin_trgm_ops)
  CREATE INDEX core_references__modified_date__d ON databank_g<n>.core_references USING btree (c_modified_date__d, ord)
  CREATE INDEX core_references__modified_date__us ON databank_g<n>.core_references USING btree (c_modified_date__us, ord)
  CREATE INDEX core_references__reflib_link ON databank_g<n>.core_references USING hash (c_reflib_link)
  CREATE INDEX core_references__reflib_link__u ON databank_g<n>.core_references USING gin (c_reflib_link__u gin_trgm_ops)
  CREATE INDEX core_references__title ON databank_g<n>.core_references USING hash (c_title)
  CREATE INDEX core_references__title__u ON databank_g<n>.core_references USING gin (c_title__u gin_trgm_ops)
  CREATE INDEX core_references__url_link ON databank_g<n>.core_references USING hash (c_url_link)
  CREATE INDEX core_references__url_link__u ON databank_g<n>.core_references USING gin (c_url_link__u gin_trgm_ops)
  CREATE INDEX core_references__year ON databank_g<n>.core_references USING btree (c_year, ord)
  CREATE UNIQUE INDEX core_references_lookup ON databank_g<n>.core_references USING btree (lookup)
  CREATE UNIQUE INDEX core_references_pkey ON databank_g<n>.core_references USING btree (ord)

TABLE databank_g<n>.core_references__created_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_references__created_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_references__created_date__d__cum_pkey ON databank_g<n>.core_references__created_date__d__cum USING btree (v)

TABLE databank_g<n>.core_references__created_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_references__created_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_references__created_date__us__cum_pkey ON databank_g<n>.core_references__created_date__us__cum USING btree (v)

TABLE databank_g<n>.core_references__modified_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_references__modified_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_references__modified_date__d__cum_pkey ON databank_g<n>.core_references__modified_date__d__cum USING btree (v)

TABLE databank_g<n>.core_references__modified_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_references__modified_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_references__modified_date__us__cum_pkey ON databank_g<n>.core_references__modified_date__us__cum USING btree (v)

TABLE databank_g<n>.core_references__year__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_references__year__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_references__year__cum_pkey ON databank_g<n>.core_references__year__cum USING btree (v)

TABLE databank_g<n>.core_sections
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_databank_db_section text COLLATE "C"
  c_db_table_name text COLLATE "C"
  c_sort_order bigint
  CONSTRAINT core_sections_pkey PRIMARY KEY (ord)
  CREATE INDEX core_sections__name ON databank_g<n>.core_sections USING hash (c_name)
  CREATE INDEX core_sections__name__u ON databank_g<n>.core_sections USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_sections_lookup ON databank_g<n>.core_sections USING btree (lookup)
  CREATE UNIQUE INDEX core_sections_pkey ON databank_g<n>.core_sections USING btree (ord)

TABLE databank_g<n>.download_pieces
  path text NOT NULL
  form text NOT NULL
  seq integer NOT NULL
  text text
  bytes bytea
  CONSTRAINT download_pieces_pkey PRIMARY KEY (path, form, seq)
  CREATE UNIQUE INDEX download_pieces_pkey ON databank_g<n>.download_pieces USING btree (path, form, seq)

TABLE databank_g<n>.general_polity_alternative_names
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_alternative_name text COLLATE "C"
  c_alternative_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT general_polity_alternative_names_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_alternative_names__alternative_name ON databank_g<n>.general_polity_alternative_names USING hash (c_alternative_name)
  CREATE INDEX general_polity_alternative_names__alternative_name__u ON databank_g<n>.general_polity_alternative_names USING gin (c_alternative_name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternative_names__description__u ON databank_g<n>.general_polity_alternative_names USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX general_polity_alternative_names__eff_from ON databank_g<n>.general_polity_alternative_names USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX general_polity_alternative_names__eff_from__walk ON databank_g<n>.general_polity_alternative_names USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX general_polity_alternative_names__eff_to ON databank_g<n>.general_polity_alternative_names USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX general_polity_alternative_names__is_disputed ON databank_g<n>.general_polity_alternative_names USING btree (c_is_disputed, ord)
  CREATE INDEX general_polity_alternative_names__is_uncertain ON databank_g<n>.general_polity_alternative_names USING btree (c_is_uncertain, ord)
  CREATE INDEX general_polity_alternative_names__polity__id ON databank_g<n>.general_polity_alternative_names USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_alternative_names__polity__name__u ON databank_g<n>.general_polity_alternative_names USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternative_names__tag ON databank_g<n>.general_polity_alternative_names USING hash (c_tag)
  CREATE INDEX general_polity_alternative_names__year_from ON databank_g<n>.general_polity_alternative_names USING btree (c_year_from, ord)
  CREATE INDEX general_polity_alternative_names__year_to ON databank_g<n>.general_polity_alternative_names USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX general_polity_alternative_names_lookup ON databank_g<n>.general_polity_alternative_names USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_alternative_names_pkey ON databank_g<n>.general_polity_alternative_names USING btree (ord)

TABLE databank_g<n>.general_polity_alternative_names__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__eff_from__cover_pkey ON databank_g<n>.general_polity_alternative_names__eff_from__cover USING btree (v)

TABLE databank_g<n>.general_polity_alternative_names__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__eff_to__cover_pkey ON databank_g<n>.general_polity_alternative_names__eff_to__cover USING btree (v)

TABLE databank_g<n>.general_polity_alternative_names__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__is_disputed__cum_pkey ON databank_g<n>.general_polity_alternative_names__is_disputed__cum USING btree (v)

TABLE databank_g<n>.general_polity_alternative_names__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__is_uncertain__cum_pkey ON databank_g<n>.general_polity_alternative_names__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.general_polity_alternative_names__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__year_from__cum_pkey ON databank_g<n>.general_polity_alternative_names__year_from__cum USING btree (v)

TABLE databank_g<n>.general_polity_alternative_names__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_alternative_names__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_alternative_names__year_to__cum_pkey ON databank_g<n>.general_polity_alternative_names__year_to__cum USING btree (v)

TABLE databank_g<n>.general_polity_durations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_polity_year_from bigint
  c_polity_year_to bigint
  CONSTRAINT general_polity_durations_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_durations__description__u ON databank_g<n>.general_polity_durations USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX general_polity_durations__eff_from ON databank_g<n>.general_polity_durations USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX general_polity_durations__eff_from__walk ON databank_g<n>.general_polity_durations USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX general_polity_durations__eff_to ON databank_g<n>.general_polity_durations USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX general_polity_durations__is_disputed ON databank_g<n>.general_polity_durations USING btree (c_is_disputed, ord)
  CREATE INDEX general_polity_durations__is_uncertain ON databank_g<n>.general_polity_durations USING btree (c_is_uncertain, ord)
  CREATE INDEX general_polity_durations__polity__id ON databank_g<n>.general_polity_durations USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_durations__polity__name__u ON databank_g<n>.general_polity_durations USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_durations__tag ON databank_g<n>.general_polity_durations USING hash (c_tag)
  CREATE INDEX general_polity_durations__year_from ON databank_g<n>.general_polity_durations USING btree (c_year_from, ord)
  CREATE INDEX general_polity_durations__year_to ON databank_g<n>.general_polity_durations USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX general_polity_durations_lookup ON databank_g<n>.general_polity_durations USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_durations_pkey ON databank_g<n>.general_polity_durations USING btree (ord)

TABLE databank_g<n>.general_polity_durations__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__eff_from__cover_pkey ON databank_g<n>.general_polity_durations__eff_from__cover USING btree (v)

TABLE databank_g<n>.general_polity_durations__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__eff_to__cover_pkey ON databank_g<n>.general_polity_durations__eff_to__cover USING btree (v)

TABLE databank_g<n>.general_polity_durations__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__is_disputed__cum_pkey ON databank_g<n>.general_polity_durations__is_disputed__cum USING btree (v)

TABLE databank_g<n>.general_polity_durations__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__is_uncertain__cum_pkey ON databank_g<n>.general_polity_durations__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.general_polity_durations__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__year_from__cum_pkey ON databank_g<n>.general_polity_durations__year_from__cum USING btree (v)

TABLE databank_g<n>.general_polity_durations__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_durations__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_durations__year_to__cum_pkey ON databank_g<n>.general_polity_durations__year_to__cum USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_linguistic_family text COLLATE "C"
  c_linguistic_family__u text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT general_polity_linguistic_families_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_linguistic_families__description__u ON databank_g<n>.general_polity_linguistic_families USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX general_polity_linguistic_families__eff_from ON databank_g<n>.general_polity_linguistic_families USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX general_polity_linguistic_families__eff_from__walk ON databank_g<n>.general_polity_linguistic_families USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX general_polity_linguistic_families__eff_to ON databank_g<n>.general_polity_linguistic_families USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX general_polity_linguistic_families__is_disputed ON databank_g<n>.general_polity_linguistic_families USING btree (c_is_disputed, ord)
  CREATE INDEX general_polity_linguistic_families__is_uncertain ON databank_g<n>.general_polity_linguistic_families USING btree (c_is_uncertain, ord)
  CREATE INDEX general_polity_linguistic_families__linguistic_family ON databank_g<n>.general_polity_linguistic_families USING hash (c_linguistic_family)
  CREATE INDEX general_polity_linguistic_families__linguistic_family__u ON databank_g<n>.general_polity_linguistic_families USING gin (c_linguistic_family__u gin_trgm_ops)
  CREATE INDEX general_polity_linguistic_families__polity__id ON databank_g<n>.general_polity_linguistic_families USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_linguistic_families__polity__name__u ON databank_g<n>.general_polity_linguistic_families USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_linguistic_families__tag ON databank_g<n>.general_polity_linguistic_families USING hash (c_tag)
  CREATE INDEX general_polity_linguistic_families__year_from ON databank_g<n>.general_polity_linguistic_families USING btree (c_year_from, ord)
  CREATE INDEX general_polity_linguistic_families__year_to ON databank_g<n>.general_polity_linguistic_families USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX general_polity_linguistic_families_lookup ON databank_g<n>.general_polity_linguistic_families USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_linguistic_families_pkey ON databank_g<n>.general_polity_linguistic_families USING btree (ord)

TABLE databank_g<n>.general_polity_linguistic_families__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__eff_from__cover_pkey ON databank_g<n>.general_polity_linguistic_families__eff_from__cover USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__eff_to__cover_pkey ON databank_g<n>.general_polity_linguistic_families__eff_to__cover USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__is_disputed__cum_pkey ON databank_g<n>.general_polity_linguistic_families__is_disputed__cum USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__is_uncertain__cum_pkey ON databank_g<n>.general_polity_linguistic_families__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__year_from__cum_pkey ON databank_g<n>.general_polity_linguistic_families__year_from__cum USING btree (v)

TABLE databank_g<n>.general_polity_linguistic_families__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_linguistic_families__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_linguistic_families__year_to__cum_pkey ON databank_g<n>.general_polity_linguistic_families__year_to__cum USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_religion_genus text COLLATE "C"
  c_religion_genus__u text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT general_polity_religion_genuses_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_religion_genuses__description__u ON databank_g<n>.general_polity_religion_genuses USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_genuses__eff_from ON databank_g<n>.general_polity_religion_genuses USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX general_polity_religion_genuses__eff_from__walk ON databank_g<n>.general_polity_religion_genuses USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX general_polity_religion_genuses__eff_to ON databank_g<n>.general_polity_religion_genuses USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX general_polity_religion_genuses__is_disputed ON databank_g<n>.general_polity_religion_genuses USING btree (c_is_disputed, ord)
  CREATE INDEX general_polity_religion_genuses__is_uncertain ON databank_g<n>.general_polity_religion_genuses USING btree (c_is_uncertain, ord)
  CREATE INDEX general_polity_religion_genuses__polity__id ON databank_g<n>.general_polity_religion_genuses USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_religion_genuses__polity__name__u ON databank_g<n>.general_polity_religion_genuses USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_genuses__religion_genus ON databank_g<n>.general_polity_religion_genuses USING hash (c_religion_genus)
  CREATE INDEX general_polity_religion_genuses__religion_genus__u ON databank_g<n>.general_polity_religion_genuses USING gin (c_religion_genus__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_genuses__tag ON databank_g<n>.general_polity_religion_genuses USING hash (c_tag)
  CREATE INDEX general_polity_religion_genuses__year_from ON databank_g<n>.general_polity_religion_genuses USING btree (c_year_from, ord)
  CREATE INDEX general_polity_religion_genuses__year_to ON databank_g<n>.general_polity_religion_genuses USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX general_polity_religion_genuses_lookup ON databank_g<n>.general_polity_religion_genuses USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_religion_genuses_pkey ON databank_g<n>.general_polity_religion_genuses USING btree (ord)

TABLE databank_g<n>.general_polity_religion_genuses__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__eff_from__cover_pkey ON databank_g<n>.general_polity_religion_genuses__eff_from__cover USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__eff_to__cover_pkey ON databank_g<n>.general_polity_religion_genuses__eff_to__cover USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__is_disputed__cum_pkey ON databank_g<n>.general_polity_religion_genuses__is_disputed__cum USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__is_uncertain__cum_pkey ON databank_g<n>.general_polity_religion_genuses__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__year_from__cum_pkey ON databank_g<n>.general_polity_religion_genuses__year_from__cum USING btree (v)

TABLE databank_g<n>.general_polity_religion_genuses__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_religion_genuses__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_religion_genuses__year_to__cum_pkey ON databank_g<n>.general_polity_religion_genuses__year_to__cum USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_supra_polity_relations text COLLATE "C"
  c_supra_polity_relations__u text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT general_polity_suprapolities_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_suprapolities__description__u ON databank_g<n>.general_polity_suprapolities USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX general_polity_suprapolities__eff_from ON databank_g<n>.general_polity_suprapolities USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX general_polity_suprapolities__eff_from__walk ON databank_g<n>.general_polity_suprapolities USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX general_polity_suprapolities__eff_to ON databank_g<n>.general_polity_suprapolities USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX general_polity_suprapolities__is_disputed ON databank_g<n>.general_polity_suprapolities USING btree (c_is_disputed, ord)
  CREATE INDEX general_polity_suprapolities__is_uncertain ON databank_g<n>.general_polity_suprapolities USING btree (c_is_uncertain, ord)
  CREATE INDEX general_polity_suprapolities__polity__id ON databank_g<n>.general_polity_suprapolities USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_suprapolities__polity__name__u ON databank_g<n>.general_polity_suprapolities USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_suprapolities__supra_polity_relations ON databank_g<n>.general_polity_suprapolities USING hash (c_supra_polity_relations)
  CREATE INDEX general_polity_suprapolities__supra_polity_relations__u ON databank_g<n>.general_polity_suprapolities USING gin (c_supra_polity_relations__u gin_trgm_ops)
  CREATE INDEX general_polity_suprapolities__tag ON databank_g<n>.general_polity_suprapolities USING hash (c_tag)
  CREATE INDEX general_polity_suprapolities__year_from ON databank_g<n>.general_polity_suprapolities USING btree (c_year_from, ord)
  CREATE INDEX general_polity_suprapolities__year_to ON databank_g<n>.general_polity_suprapolities USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX general_polity_suprapolities_lookup ON databank_g<n>.general_polity_suprapolities USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_suprapolities_pkey ON databank_g<n>.general_polity_suprapolities USING btree (ord)

TABLE databank_g<n>.general_polity_suprapolities__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__eff_from__cover_pkey ON databank_g<n>.general_polity_suprapolities__eff_from__cover USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__eff_to__cover_pkey ON databank_g<n>.general_polity_suprapolities__eff_to__cover USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__is_disputed__cum_pkey ON databank_g<n>.general_polity_suprapolities__is_disputed__cum USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__is_uncertain__cum_pkey ON databank_g<n>.general_polity_suprapolities__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__year_from__cum_pkey ON databank_g<n>.general_polity_suprapolities__year_from__cum USING btree (v)

TABLE databank_g<n>.general_polity_suprapolities__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT general_polity_suprapolities__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX general_polity_suprapolities__year_to__cum_pkey ON databank_g<n>.general_polity_suprapolities__year_to__cum USING btree (v)

TABLE databank_g<n>.meta
  key text NOT NULL
  value text NOT NULL
  CONSTRAINT meta_pkey PRIMARY KEY (key)
  CREATE UNIQUE INDEX meta_pkey ON databank_g<n>.meta USING btree (key)

TABLE databank_g<n>.sc_tokens
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_to bigint
  c_year_from bigint
  c_description__u text COLLATE "C"
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_token text COLLATE "C"
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT sc_tokens_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_tokens__description__u ON databank_g<n>.sc_tokens USING gin (c_description__u gin_trgm_ops)
  CREATE INDEX sc_tokens__eff_from ON databank_g<n>.sc_tokens USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX sc_tokens__eff_from__walk ON databank_g<n>.sc_tokens USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX sc_tokens__eff_to ON databank_g<n>.sc_tokens USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX sc_tokens__is_disputed ON databank_g<n>.sc_tokens USING btree (c_is_disputed, ord)
  CREATE INDEX sc_tokens__is_uncertain ON databank_g<n>.sc_tokens USING btree (c_is_uncertain, ord)
  CREATE INDEX sc_tokens__polity__id ON databank_g<n>.sc_tokens USING btree (c_polity__id, ord)
  CREATE INDEX sc_tokens__polity__name__u ON databank_g<n>.sc_tokens USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX sc_tokens__tag ON databank_g<n>.sc_tokens USING hash (c_tag)
  CREATE INDEX sc_tokens__token ON databank_g<n>.sc_tokens USING hash (c_token)
  CREATE INDEX sc_tokens__year_from ON databank_g<n>.sc_tokens USING btree (c_year_from, ord)
  CREATE INDEX sc_tokens__year_to ON databank_g<n>.sc_tokens USING btree (c_year_to, ord)
  CREATE UNIQUE INDEX sc_tokens_lookup ON databank_g<n>.sc_tokens USING btree (lookup)
  CREATE UNIQUE INDEX sc_tokens_pkey ON databank_g<n>.sc_tokens USING btree (ord)

TABLE databank_g<n>.sc_tokens__eff_from__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__eff_from__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__eff_from__cover_pkey ON databank_g<n>.sc_tokens__eff_from__cover USING btree (v)

TABLE databank_g<n>.sc_tokens__eff_to__cover
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__eff_to__cover_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__eff_to__cover_pkey ON databank_g<n>.sc_tokens__eff_to__cover USING btree (v)

TABLE databank_g<n>.sc_tokens__is_disputed__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__is_disputed__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__is_disputed__cum_pkey ON databank_g<n>.sc_tokens__is_disputed__cum USING btree (v)

TABLE databank_g<n>.sc_tokens__is_uncertain__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__is_uncertain__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__is_uncertain__cum_pkey ON databank_g<n>.sc_tokens__is_uncertain__cum USING btree (v)

TABLE databank_g<n>.sc_tokens__year_from__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__year_from__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__year_from__cum_pkey ON databank_g<n>.sc_tokens__year_from__cum USING btree (v)

TABLE databank_g<n>.sc_tokens__year_to__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT sc_tokens__year_to__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX sc_tokens__year_to__cum_pkey ON databank_g<n>.sc_tokens__year_to__cum USING btree (v)

TABLE databank_meta.current
  id boolean NOT NULL DEFAULT true
  schema text NOT NULL
  previous text
  generation text NOT NULL
  loaded_at text NOT NULL
  counts text NOT NULL
  schema_version integer NOT NULL
  demo boolean NOT NULL DEFAULT false
  CONSTRAINT current_id_check CHECK (id)
  CONSTRAINT current_pkey PRIMARY KEY (id)
  CREATE UNIQUE INDEX current_pkey ON databank_meta.current USING btree (id)

SEQUENCE databank_meta.generation_seq

TABLE databank_meta.migrations
  version integer NOT NULL
  name text NOT NULL
  applied_at timestamp with time zone NOT NULL DEFAULT now()
  CONSTRAINT migrations_pkey PRIMARY KEY (version)
  CREATE UNIQUE INDEX migrations_pkey ON databank_meta.migrations USING btree (version)
