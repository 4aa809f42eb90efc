EXTENSION pg_trgm
SCHEMA databank_g<n>
SCHEMA databank_meta
SCHEMA public

TABLE databank_g<n>.core_capitals
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_alternative_names__u text COLLATE "C"
  c_alternative_names text COLLATE "C"
  c_current_country__u text COLLATE "C"
  c_current_country text COLLATE "C"
  c_latitude bigint
  c_longitude bigint
  c_year_from bigint
  c_year_to bigint
  c_url_on_the_map__u text COLLATE "C"
  c_url_on_the_map text COLLATE "C"
  c_is_verified bigint
  c_note text COLLATE "C"
  CONSTRAINT core_capitals_pkey PRIMARY KEY (ord)
  CREATE INDEX core_capitals__alternative_names__u ON databank_g<n>.core_capitals USING gin (c_alternative_names__u gin_trgm_ops)
  CREATE INDEX core_capitals__current_country__u ON databank_g<n>.core_capitals USING gin (c_current_country__u gin_trgm_ops)
  CREATE INDEX core_capitals__name__u ON databank_g<n>.core_capitals USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_capitals__url_on_the_map__u ON databank_g<n>.core_capitals USING gin (c_url_on_the_map__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_capitals_lookup ON databank_g<n>.core_capitals USING btree (lookup)
  CREATE UNIQUE INDEX core_capitals_pkey ON databank_g<n>.core_capitals USING btree (ord)

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

TABLE databank_g<n>.core_cliopatria_shapefiles
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_wikipedia_name__u text COLLATE "C"
  c_wikipedia_name text COLLATE "C"
  c_databank_id__u text COLLATE "C"
  c_databank_id text COLLATE "C"
  c_area double precision
  c_start_year bigint
  c_end_year bigint
  c_polity_start_year bigint
  c_polity_end_year bigint
  c_colour__u text COLLATE "C"
  c_colour text COLLATE "C"
  c_components__u text COLLATE "C"
  c_components text COLLATE "C"
  c_member_of__u text COLLATE "C"
  c_member_of text COLLATE "C"
  CONSTRAINT core_cliopatria_shapefiles_pkey PRIMARY KEY (ord)
  CREATE INDEX core_cliopatria_shapefiles__colour__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_colour__u gin_trgm_ops)
  CREATE INDEX core_cliopatria_shapefiles__components__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_components__u gin_trgm_ops)
  CREATE INDEX core_cliopatria_shapefiles__databank_id__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_databank_id__u gin_trgm_ops)
  CREATE INDEX core_cliopatria_shapefiles__member_of__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_member_of__u gin_trgm_ops)
  CREATE INDEX core_cliopatria_shapefiles__name__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_cliopatria_shapefiles__wikipedia_name__u ON databank_g<n>.core_cliopatria_shapefiles USING gin (c_wikipedia_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_cliopatria_shapefiles_lookup ON databank_g<n>.core_cliopatria_shapefiles USING btree (lookup)
  CREATE UNIQUE INDEX core_cliopatria_shapefiles_pkey ON databank_g<n>.core_cliopatria_shapefiles USING btree (ord)

TABLE databank_g<n>.core_macro_regions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT core_macro_regions_pkey PRIMARY KEY (ord)
  CREATE INDEX core_macro_regions__name__u ON databank_g<n>.core_macro_regions USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_macro_regions_lookup ON databank_g<n>.core_macro_regions USING btree (lookup)
  CREATE UNIQUE INDEX core_macro_regions_pkey ON databank_g<n>.core_macro_regions USING btree (ord)

TABLE databank_g<n>.core_nga_polity_relations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_is_home_nga bigint
  c_polity_party bigint
  c_nga_party bigint
  CONSTRAINT core_nga_polity_relations_pkey PRIMARY KEY (ord)
  CREATE INDEX core_nga_polity_relations__name__u ON databank_g<n>.core_nga_polity_relations USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_nga_polity_relations_lookup ON databank_g<n>.core_nga_polity_relations USING btree (lookup)
  CREATE UNIQUE INDEX core_nga_polity_relations_pkey ON databank_g<n>.core_nga_polity_relations USING btree (ord)

TABLE databank_g<n>.core_ngas
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_subregion__u text COLLATE "C"
  c_subregion text COLLATE "C"
  c_longitude bigint
  c_latitude bigint
  c_capital_city__u text COLLATE "C"
  c_capital_city text COLLATE "C"
  c_nga_code__u text COLLATE "C"
  c_nga_code text COLLATE "C"
  c_fao_country__u text COLLATE "C"
  c_fao_country text COLLATE "C"
  c_world_region text COLLATE "C"
  CONSTRAINT core_ngas_pkey PRIMARY KEY (ord)
  CREATE INDEX core_ngas__capital_city__u ON databank_g<n>.core_ngas USING gin (c_capital_city__u gin_trgm_ops)
  CREATE INDEX core_ngas__fao_country__u ON databank_g<n>.core_ngas USING gin (c_fao_country__u gin_trgm_ops)
  CREATE INDEX core_ngas__name__u ON databank_g<n>.core_ngas USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_ngas__nga_code__u ON databank_g<n>.core_ngas USING gin (c_nga_code__u gin_trgm_ops)
  CREATE INDEX core_ngas__subregion__u ON databank_g<n>.core_ngas USING gin (c_subregion__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_ngas_lookup ON databank_g<n>.core_ngas USING btree (lookup)
  CREATE UNIQUE INDEX core_ngas_pkey ON databank_g<n>.core_ngas USING btree (ord)

TABLE databank_g<n>.core_polities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_start_year bigint
  c_end_year bigint
  c_long_name__u text COLLATE "C"
  c_polity_tag text COLLATE "C"
  c_general_description__u text COLLATE "C"
  c_shapefile_name__u text COLLATE "C"
  c_created_date__us bigint
  c_created_date__d text COLLATE "C"
  c_modified_date__us bigint
  c_modified_date__d text COLLATE "C"
  c_home_databank_region__name__u text COLLATE "C"
  c_home_nga__name__u text COLLATE "C"
  c_home_nga__nga_code text COLLATE "C"
  c_home_nga__longitude bigint
  c_home_nga__latitude bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  c_long_name text COLLATE "C"
  c_general_description text COLLATE "C"
  c_shapefile_name text COLLATE "C"
  c_unreliable_instability_events bigint
  c_is_empty_on_polaris_release bigint
  CONSTRAINT core_polities_pkey PRIMARY KEY (ord)
  CREATE INDEX core_polities__created_date__d ON databank_g<n>.core_polities USING btree (c_created_date__d, ord)
  CREATE INDEX core_polities__created_date__us ON databank_g<n>.core_polities USING btree (c_created_date__us, ord)
  CREATE INDEX core_polities__eff_from ON databank_g<n>.core_polities USING btree (c_eff_from, c_eff_to, ord)
  CREATE INDEX core_polities__eff_from__walk ON databank_g<n>.core_polities USING btree (ord, c_eff_from, c_eff_to)
  CREATE INDEX core_polities__eff_to ON databank_g<n>.core_polities USING btree (c_eff_to, c_eff_from, ord)
  CREATE INDEX core_polities__end_year ON databank_g<n>.core_polities USING btree (c_end_year, ord)
  CREATE INDEX core_polities__general_description__u ON databank_g<n>.core_polities USING gin (c_general_description__u gin_trgm_ops)
  CREATE INDEX core_polities__home_databank_region__name__u ON databank_g<n>.core_polities USING gin (c_home_databank_region__name__u gin_trgm_ops)
  CREATE INDEX core_polities__home_nga__latitude ON databank_g<n>.core_polities USING btree (c_home_nga__latitude, ord)
  CREATE INDEX core_polities__home_nga__longitude ON databank_g<n>.core_polities USING btree (c_home_nga__longitude, ord)
  CREATE INDEX core_polities__home_nga__name__u ON databank_g<n>.core_polities USING gin (c_home_nga__name__u gin_trgm_ops)
  CREATE INDEX core_polities__home_nga__nga_code ON databank_g<n>.core_polities USING hash (c_home_nga__nga_code)
  CREATE INDEX core_polities__long_name__u ON databank_g<n>.core_polities USING gin (c_long_name__u gin_trgm_ops)
  CREATE INDEX core_polities__modified_date__d ON databank_g<n>.core_polities USING btree (c_modified_date__d, ord)
  CREATE INDEX core_polities__modified_date__us ON databank_g<n>.core_polities USING btree (c_modified_date__us, ord)
  CREATE INDEX core_polities__name__u ON databank_g<n>.core_polities USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_polities__polity_tag ON databank_g<n>.core_polities USING hash (c_polity_tag)
  CREATE INDEX core_polities__shapefile_name__u ON databank_g<n>.core_polities USING gin (c_shapefile_name__u gin_trgm_ops)
  CREATE INDEX core_polities__start_year ON databank_g<n>.core_polities USING btree (c_start_year, ord)
  CREATE UNIQUE INDEX core_polities_lookup ON databank_g<n>.core_polities USING btree (lookup)
  CREATE UNIQUE INDEX core_polities_pkey ON databank_g<n>.core_polities USING btree (ord)

TABLE databank_g<n>.core_polities__created_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__created_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__created_date__d__cum_pkey ON databank_g<n>.core_polities__created_date__d__cum USING btree (v)

TABLE databank_g<n>.core_polities__created_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__created_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__created_date__us__cum_pkey ON databank_g<n>.core_polities__created_date__us__cum USING btree (v)

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

TABLE databank_g<n>.core_polities__home_nga__latitude__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__home_nga__latitude__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__home_nga__latitude__cum_pkey ON databank_g<n>.core_polities__home_nga__latitude__cum USING btree (v)

TABLE databank_g<n>.core_polities__home_nga__longitude__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__home_nga__longitude__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__home_nga__longitude__cum_pkey ON databank_g<n>.core_polities__home_nga__longitude__cum USING btree (v)

TABLE databank_g<n>.core_polities__modified_date__d__cum
  v text COLLATE "C" NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__modified_date__d__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__modified_date__d__cum_pkey ON databank_g<n>.core_polities__modified_date__d__cum USING btree (v)

TABLE databank_g<n>.core_polities__modified_date__us__cum
  v bigint NOT NULL
  n bigint NOT NULL
  upto bigint NOT NULL
  above bigint NOT NULL
  CONSTRAINT core_polities__modified_date__us__cum_pkey PRIMARY KEY (v)
  CREATE UNIQUE INDEX core_polities__modified_date__us__cum_pkey ON databank_g<n>.core_polities__modified_date__us__cum USING btree (v)

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

TABLE databank_g<n>.core_regions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_subregions_list__u text COLLATE "C"
  c_subregions_list text COLLATE "C"
  c_mac_region bigint
  CONSTRAINT core_regions_pkey PRIMARY KEY (ord)
  CREATE INDEX core_regions__name__u ON databank_g<n>.core_regions USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_regions__subregions_list__u ON databank_g<n>.core_regions USING gin (c_subregions_list__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_regions_lookup ON databank_g<n>.core_regions USING btree (lookup)
  CREATE UNIQUE INDEX core_regions_pkey ON databank_g<n>.core_regions USING btree (ord)

TABLE databank_g<n>.core_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_religion_name__u text COLLATE "C"
  c_religion_name text COLLATE "C"
  c_religion_family__u text COLLATE "C"
  c_religion_family text COLLATE "C"
  c_religion_genus__u text COLLATE "C"
  c_religion_genus text COLLATE "C"
  CONSTRAINT core_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX core_religions__name__u ON databank_g<n>.core_religions USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX core_religions__religion_family__u ON databank_g<n>.core_religions USING gin (c_religion_family__u gin_trgm_ops)
  CREATE INDEX core_religions__religion_genus__u ON databank_g<n>.core_religions USING gin (c_religion_genus__u gin_trgm_ops)
  CREATE INDEX core_religions__religion_name__u ON databank_g<n>.core_religions USING gin (c_religion_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_religions_lookup ON databank_g<n>.core_religions USING btree (lookup)
  CREATE UNIQUE INDEX core_religions_pkey ON databank_g<n>.core_religions USING btree (ord)

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

TABLE databank_g<n>.core_subsections
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_section bigint
  c_sort_order bigint
  CONSTRAINT core_subsections_pkey PRIMARY KEY (ord)
  CREATE INDEX core_subsections__name__u ON databank_g<n>.core_subsections USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_subsections_lookup ON databank_g<n>.core_subsections USING btree (lookup)
  CREATE UNIQUE INDEX core_subsections_pkey ON databank_g<n>.core_subsections USING btree (ord)

TABLE databank_g<n>.core_variable_hierarchies
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name__u text COLLATE "C"
  c_name text COLLATE "C"
  c_is_verified bigint
  c_explanation__u text COLLATE "C"
  c_section bigint
  c_subsection bigint
  c_canonical_name text COLLATE "C"
  c_explanation text COLLATE "C"
  c_data_unit text COLLATE "C"
  c_data_type text COLLATE "C"
  c_data_type_definition text COLLATE "C"
  c_api_endpoint text COLLATE "C"
  c_who_can_access text COLLATE "C"
  c_sort_order bigint
  c_private_comment bigint
  CONSTRAINT core_variable_hierarchies_pkey PRIMARY KEY (ord)
  CREATE INDEX core_variable_hierarchies__explanation__u ON databank_g<n>.core_variable_hierarchies USING gin (c_explanation__u gin_trgm_ops)
  CREATE INDEX core_variable_hierarchies__name__u ON databank_g<n>.core_variable_hierarchies USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX core_variable_hierarchies_lookup ON databank_g<n>.core_variable_hierarchies USING btree (lookup)
  CREATE UNIQUE INDEX core_variable_hierarchies_pkey ON databank_g<n>.core_variable_hierarchies USING btree (ord)

TABLE databank_g<n>.crisisdb_crisis_consequences
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_crisis_case_id text COLLATE "C"
  c_crisis_case_id__u text COLLATE "C"
  c_is_first_100 bigint
  c_name__u text COLLATE "C"
  c_decline text COLLATE "C"
  c_collapse text COLLATE "C"
  c_epidemic text COLLATE "C"
  c_downward_mobility text COLLATE "C"
  c_extermination text COLLATE "C"
  c_uprising text COLLATE "C"
  c_revolution text COLLATE "C"
  c_successful_revolution text COLLATE "C"
  c_civil_war text COLLATE "C"
  c_century_plus text COLLATE "C"
  c_fragmentation text COLLATE "C"
  c_capital text COLLATE "C"
  c_conquest text COLLATE "C"
  c_assassination text COLLATE "C"
  c_depose text COLLATE "C"
  c_constitution text COLLATE "C"
  c_labor text COLLATE "C"
  c_unfree_labor text COLLATE "C"
  c_suffrage text COLLATE "C"
  c_public_goods text COLLATE "C"
  c_religion text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT crisisdb_crisis_consequences_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_crisis_consequences__crisis_case_id__u ON databank_g<n>.crisisdb_crisis_consequences USING gin (c_crisis_case_id__u gin_trgm_ops)
  CREATE INDEX crisisdb_crisis_consequences__name__u ON databank_g<n>.crisisdb_crisis_consequences USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX crisisdb_crisis_consequences__polity__id ON databank_g<n>.crisisdb_crisis_consequences USING btree (c_polity__id, ord)
  CREATE INDEX crisisdb_crisis_consequences__polity__long_name__u ON databank_g<n>.crisisdb_crisis_consequences USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX crisisdb_crisis_consequences__polity__name__u ON databank_g<n>.crisisdb_crisis_consequences USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_crisis_consequences_lookup ON databank_g<n>.crisisdb_crisis_consequences USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_crisis_consequences_pkey ON databank_g<n>.crisisdb_crisis_consequences USING btree (ord)

TABLE databank_g<n>.crisisdb_human_sacrifices
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_human_sacrifice text COLLATE "C"
  c_human_sacrifice__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  CONSTRAINT crisisdb_human_sacrifices_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_human_sacrifices__human_sacrifice__u ON databank_g<n>.crisisdb_human_sacrifices USING gin (c_human_sacrifice__u gin_trgm_ops)
  CREATE INDEX crisisdb_human_sacrifices__polity__id ON databank_g<n>.crisisdb_human_sacrifices USING btree (c_polity__id, ord)
  CREATE INDEX crisisdb_human_sacrifices__polity__long_name__u ON databank_g<n>.crisisdb_human_sacrifices USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX crisisdb_human_sacrifices__polity__name__u ON databank_g<n>.crisisdb_human_sacrifices USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_human_sacrifices_lookup ON databank_g<n>.crisisdb_human_sacrifices USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_human_sacrifices_pkey ON databank_g<n>.crisisdb_human_sacrifices USING btree (ord)

TABLE databank_g<n>.crisisdb_us_locations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_city text COLLATE "C"
  c_city__u text COLLATE "C"
  c_county text COLLATE "C"
  c_county__u text COLLATE "C"
  c_special_place text COLLATE "C"
  c_special_place__u text COLLATE "C"
  c_us_state text COLLATE "C"
  c_us_state__u text COLLATE "C"
  c_attention_tag text COLLATE "C"
  c_attention_tag__u text COLLATE "C"
  CONSTRAINT crisisdb_us_locations_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_us_locations__attention_tag__u ON databank_g<n>.crisisdb_us_locations USING gin (c_attention_tag__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_locations__city__u ON databank_g<n>.crisisdb_us_locations USING gin (c_city__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_locations__county__u ON databank_g<n>.crisisdb_us_locations USING gin (c_county__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_locations__special_place__u ON databank_g<n>.crisisdb_us_locations USING gin (c_special_place__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_locations__us_state__u ON databank_g<n>.crisisdb_us_locations USING gin (c_us_state__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_us_locations_lookup ON databank_g<n>.crisisdb_us_locations USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_us_locations_pkey ON databank_g<n>.crisisdb_us_locations USING btree (ord)

TABLE databank_g<n>.crisisdb_us_violence_data_sources
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_abbreviation text COLLATE "C"
  c_abbreviation__u text COLLATE "C"
  c_url_address text COLLATE "C"
  c_url_address__u text COLLATE "C"
  c_is_uncertain bigint
  c_attention_tag text COLLATE "C"
  c_attention_tag__u text COLLATE "C"
  CONSTRAINT crisisdb_us_violence_data_sources_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_us_violence_data_sources__abbreviation__u ON databank_g<n>.crisisdb_us_violence_data_sources USING gin (c_abbreviation__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violence_data_sources__attention_tag__u ON databank_g<n>.crisisdb_us_violence_data_sources USING gin (c_attention_tag__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violence_data_sources__name__u ON databank_g<n>.crisisdb_us_violence_data_sources USING gin (c_name__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violence_data_sources__url_address__u ON databank_g<n>.crisisdb_us_violence_data_sources USING gin (c_url_address__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_us_violence_data_sources_lookup ON databank_g<n>.crisisdb_us_violence_data_sources USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_us_violence_data_sources_pkey ON databank_g<n>.crisisdb_us_violence_data_sources USING btree (ord)

TABLE databank_g<n>.crisisdb_us_violence_subtypes
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_name text COLLATE "C"
  c_name__u text COLLATE "C"
  c_is_uncertain bigint
  CONSTRAINT crisisdb_us_violence_subtypes_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_us_violence_subtypes__name__u ON databank_g<n>.crisisdb_us_violence_subtypes USING gin (c_name__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_us_violence_subtypes_lookup ON databank_g<n>.crisisdb_us_violence_subtypes USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_us_violence_subtypes_pkey ON databank_g<n>.crisisdb_us_violence_subtypes USING btree (ord)

TABLE databank_g<n>.crisisdb_us_violences
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_violence_date text COLLATE "C"
  c_violence_type text COLLATE "C"
  c_violence_type__u text COLLATE "C"
  c_fatalities bigint
  c_url_address text COLLATE "C"
  c_url_address__u text COLLATE "C"
  c_source_details__u text COLLATE "C"
  c_narrative__u text COLLATE "C"
  c_source_details text COLLATE "C"
  c_narrative text COLLATE "C"
  CONSTRAINT crisisdb_us_violences_pkey PRIMARY KEY (ord)
  CREATE INDEX crisisdb_us_violences__narrative__u ON databank_g<n>.crisisdb_us_violences USING gin (c_narrative__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violences__source_details__u ON databank_g<n>.crisisdb_us_violences USING gin (c_source_details__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violences__url_address__u ON databank_g<n>.crisisdb_us_violences USING gin (c_url_address__u gin_trgm_ops)
  CREATE INDEX crisisdb_us_violences__violence_type__u ON databank_g<n>.crisisdb_us_violences USING gin (c_violence_type__u gin_trgm_ops)
  CREATE UNIQUE INDEX crisisdb_us_violences_lookup ON databank_g<n>.crisisdb_us_violences USING btree (lookup)
  CREATE UNIQUE INDEX crisisdb_us_violences_pkey ON databank_g<n>.crisisdb_us_violences USING btree (ord)

TABLE databank_g<n>.download_pieces
  path text NOT NULL
  form text NOT NULL
  seq integer NOT NULL
  text text
  bytes bytea
  CONSTRAINT download_pieces_pkey PRIMARY KEY (path, form, seq)
  CREATE UNIQUE INDEX download_pieces_pkey ON databank_g<n>.download_pieces USING btree (path, form, seq)

TABLE databank_g<n>.ec_lux_fine_ceramic_wares
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_lux_fine_ceramic_wares_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_lux_fine_ceramic_wares__place_of_provenance_str__u ON databank_g<n>.ec_lux_fine_ceramic_wares USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_lux_fine_ceramic_wares__polity__id ON databank_g<n>.ec_lux_fine_ceramic_wares USING btree (c_polity__id, ord)
  CREATE INDEX ec_lux_fine_ceramic_wares__polity__long_name__u ON databank_g<n>.ec_lux_fine_ceramic_wares USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_lux_fine_ceramic_wares__polity__name__u ON databank_g<n>.ec_lux_fine_ceramic_wares USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_lux_fine_ceramic_wares_lookup ON databank_g<n>.ec_lux_fine_ceramic_wares USING btree (lookup)
  CREATE UNIQUE INDEX ec_lux_fine_ceramic_wares_pkey ON databank_g<n>.ec_lux_fine_ceramic_wares USING btree (ord)

TABLE databank_g<n>.ec_lux_precious_metal
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_lux_precious_metal_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_lux_precious_metal__place_of_provenance_str__u ON databank_g<n>.ec_lux_precious_metal USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_lux_precious_metal__polity__id ON databank_g<n>.ec_lux_precious_metal USING btree (c_polity__id, ord)
  CREATE INDEX ec_lux_precious_metal__polity__long_name__u ON databank_g<n>.ec_lux_precious_metal USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_lux_precious_metal__polity__name__u ON databank_g<n>.ec_lux_precious_metal USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_lux_precious_metal_lookup ON databank_g<n>.ec_lux_precious_metal USING btree (lookup)
  CREATE UNIQUE INDEX ec_lux_precious_metal_pkey ON databank_g<n>.ec_lux_precious_metal USING btree (ord)

TABLE databank_g<n>.ec_lux_precious_stone
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_lux_precious_stone_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_lux_precious_stone__place_of_provenance_str__u ON databank_g<n>.ec_lux_precious_stone USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_lux_precious_stone__polity__id ON databank_g<n>.ec_lux_precious_stone USING btree (c_polity__id, ord)
  CREATE INDEX ec_lux_precious_stone__polity__long_name__u ON databank_g<n>.ec_lux_precious_stone USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_lux_precious_stone__polity__name__u ON databank_g<n>.ec_lux_precious_stone USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_lux_precious_stone_lookup ON databank_g<n>.ec_lux_precious_stone USING btree (lookup)
  CREATE UNIQUE INDEX ec_lux_precious_stone_pkey ON databank_g<n>.ec_lux_precious_stone USING btree (ord)

TABLE databank_g<n>.ec_lux_statuary
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_lux_statuary_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_lux_statuary__place_of_provenance_str__u ON databank_g<n>.ec_lux_statuary USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_lux_statuary__polity__id ON databank_g<n>.ec_lux_statuary USING btree (c_polity__id, ord)
  CREATE INDEX ec_lux_statuary__polity__long_name__u ON databank_g<n>.ec_lux_statuary USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_lux_statuary__polity__name__u ON databank_g<n>.ec_lux_statuary USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_lux_statuary_lookup ON databank_g<n>.ec_lux_statuary USING btree (lookup)
  CREATE UNIQUE INDEX ec_lux_statuary_pkey ON databank_g<n>.ec_lux_statuary USING btree (ord)

TABLE databank_g<n>.ec_luxury_drink_alcohol
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_drink_alcohol_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_drink_alcohol__place_of_provenance_str__u ON databank_g<n>.ec_luxury_drink_alcohol USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_drink_alcohol__polity__id ON databank_g<n>.ec_luxury_drink_alcohol USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_drink_alcohol__polity__long_name__u ON databank_g<n>.ec_luxury_drink_alcohol USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_drink_alcohol__polity__name__u ON databank_g<n>.ec_luxury_drink_alcohol USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_drink_alcohol_lookup ON databank_g<n>.ec_luxury_drink_alcohol USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_drink_alcohol_pkey ON databank_g<n>.ec_luxury_drink_alcohol USING btree (ord)

TABLE databank_g<n>.ec_luxury_fabrics
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_fabrics_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_fabrics__place_of_provenance_str__u ON databank_g<n>.ec_luxury_fabrics USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_fabrics__polity__id ON databank_g<n>.ec_luxury_fabrics USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_fabrics__polity__long_name__u ON databank_g<n>.ec_luxury_fabrics USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_fabrics__polity__name__u ON databank_g<n>.ec_luxury_fabrics USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_fabrics_lookup ON databank_g<n>.ec_luxury_fabrics USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_fabrics_pkey ON databank_g<n>.ec_luxury_fabrics USING btree (ord)

TABLE databank_g<n>.ec_luxury_food
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_food_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_food__place_of_provenance_str__u ON databank_g<n>.ec_luxury_food USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_food__polity__id ON databank_g<n>.ec_luxury_food USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_food__polity__long_name__u ON databank_g<n>.ec_luxury_food USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_food__polity__name__u ON databank_g<n>.ec_luxury_food USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_food_lookup ON databank_g<n>.ec_luxury_food USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_food_pkey ON databank_g<n>.ec_luxury_food USING btree (ord)

TABLE databank_g<n>.ec_luxury_glass_goods
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_glass_goods_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_glass_goods__place_of_provenance_str__u ON databank_g<n>.ec_luxury_glass_goods USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_glass_goods__polity__id ON databank_g<n>.ec_luxury_glass_goods USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_glass_goods__polity__long_name__u ON databank_g<n>.ec_luxury_glass_goods USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_glass_goods__polity__name__u ON databank_g<n>.ec_luxury_glass_goods USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_glass_goods_lookup ON databank_g<n>.ec_luxury_glass_goods USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_glass_goods_pkey ON databank_g<n>.ec_luxury_glass_goods USING btree (ord)

TABLE databank_g<n>.ec_luxury_manufactured_goods
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_manufactured_goods_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_manufactured_goods__place_of_provenance_str__u ON databank_g<n>.ec_luxury_manufactured_goods USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_manufactured_goods__polity__id ON databank_g<n>.ec_luxury_manufactured_goods USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_manufactured_goods__polity__long_name__u ON databank_g<n>.ec_luxury_manufactured_goods USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_manufactured_goods__polity__name__u ON databank_g<n>.ec_luxury_manufactured_goods USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_manufactured_goods_lookup ON databank_g<n>.ec_luxury_manufactured_goods USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_manufactured_goods_pkey ON databank_g<n>.ec_luxury_manufactured_goods USING btree (ord)

TABLE databank_g<n>.ec_luxury_spices_incense_and_dyes
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_luxury_spices_incense_and_dyes_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_luxury_spices_incense_and_dyes__place_of_provenance_str__u ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_luxury_spices_incense_and_dyes__polity__id ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING btree (c_polity__id, ord)
  CREATE INDEX ec_luxury_spices_incense_and_dyes__polity__long_name__u ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_luxury_spices_incense_and_dyes__polity__name__u ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_luxury_spices_incense_and_dyes_lookup ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING btree (lookup)
  CREATE UNIQUE INDEX ec_luxury_spices_incense_and_dyes_pkey ON databank_g<n>.ec_luxury_spices_incense_and_dyes USING btree (ord)

TABLE databank_g<n>.ec_other_luxury_personal_items
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_place_of_provenance_pol text COLLATE "C"
  c_place_of_provenance_str__u text COLLATE "C"
  c_ruler_consumption text COLLATE "C"
  c_ruler_consumption_tag text COLLATE "C"
  c_elite_consumption text COLLATE "C"
  c_elite_consumption_tag text COLLATE "C"
  c_common_people_consumption text COLLATE "C"
  c_common_people_consumption_tag text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_place_of_provenance_str text COLLATE "C"
  c_name text COLLATE "C"
  CONSTRAINT ec_other_luxury_personal_items_pkey PRIMARY KEY (ord)
  CREATE INDEX ec_other_luxury_personal_items__place_of_provenance_str__u ON databank_g<n>.ec_other_luxury_personal_items USING gin (c_place_of_provenance_str__u gin_trgm_ops)
  CREATE INDEX ec_other_luxury_personal_items__polity__id ON databank_g<n>.ec_other_luxury_personal_items USING btree (c_polity__id, ord)
  CREATE INDEX ec_other_luxury_personal_items__polity__long_name__u ON databank_g<n>.ec_other_luxury_personal_items USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX ec_other_luxury_personal_items__polity__name__u ON databank_g<n>.ec_other_luxury_personal_items USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX ec_other_luxury_personal_items_lookup ON databank_g<n>.ec_other_luxury_personal_items USING btree (lookup)
  CREATE UNIQUE INDEX ec_other_luxury_personal_items_pkey ON databank_g<n>.ec_other_luxury_personal_items USING btree (ord)

TABLE databank_g<n>.general_polity_alternate_religion_a16431
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_alternate_religion_family text COLLATE "C"
  c_alternate_religion_family__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_alternate_religion_a16431_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_alternate_religion_a16431__alternate_religion_fa ON databank_g<n>.general_polity_alternate_religion_a16431 USING gin (c_alternate_religion_family__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religion_a16431__polity__id ON databank_g<n>.general_polity_alternate_religion_a16431 USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_alternate_religion_a16431__polity__long_name__u ON databank_g<n>.general_polity_alternate_religion_a16431 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religion_a16431__polity__name__u ON databank_g<n>.general_polity_alternate_religion_a16431 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_alternate_religion_a16431_lookup ON databank_g<n>.general_polity_alternate_religion_a16431 USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_alternate_religion_a16431_pkey ON databank_g<n>.general_polity_alternate_religion_a16431 USING btree (ord)

TABLE databank_g<n>.general_polity_alternate_religion_e07dd1
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_alternate_religion_genus text COLLATE "C"
  c_alternate_religion_genus__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_alternate_religion_e07dd1_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_alternate_religion_e07dd1__alternate_religion_ge ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING gin (c_alternate_religion_genus__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religion_e07dd1__polity__id ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_alternate_religion_e07dd1__polity__long_name__u ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religion_e07dd1__polity__name__u ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_alternate_religion_e07dd1_lookup ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_alternate_religion_e07dd1_pkey ON databank_g<n>.general_polity_alternate_religion_e07dd1 USING btree (ord)

TABLE databank_g<n>.general_polity_alternate_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_alternate_religion text COLLATE "C"
  c_alternate_religion__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_alternate_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_alternate_religions__alternate_religion__u ON databank_g<n>.general_polity_alternate_religions USING gin (c_alternate_religion__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religions__polity__id ON databank_g<n>.general_polity_alternate_religions USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_alternate_religions__polity__long_name__u ON databank_g<n>.general_polity_alternate_religions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternate_religions__polity__name__u ON databank_g<n>.general_polity_alternate_religions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_alternate_religions_lookup ON databank_g<n>.general_polity_alternate_religions USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_alternate_religions_pkey ON databank_g<n>.general_polity_alternate_religions USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX general_polity_alternative_names__polity__long_name__u ON databank_g<n>.general_polity_alternative_names USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_alternative_names__polity__name ON databank_g<n>.general_polity_alternative_names USING hash (c_polity__name)
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

TABLE databank_g<n>.general_polity_capitals
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_capital text COLLATE "C"
  c_capital__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_capitals_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_capitals__capital__u ON databank_g<n>.general_polity_capitals USING gin (c_capital__u gin_trgm_ops)
  CREATE INDEX general_polity_capitals__polity__id ON databank_g<n>.general_polity_capitals USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_capitals__polity__long_name__u ON databank_g<n>.general_polity_capitals USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_capitals__polity__name__u ON databank_g<n>.general_polity_capitals USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_capitals_lookup ON databank_g<n>.general_polity_capitals USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_capitals_pkey ON databank_g<n>.general_polity_capitals USING btree (ord)

TABLE databank_g<n>.general_polity_degree_of_centralizations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_degree_of_centralization text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_degree_of_centralizations_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_degree_of_centralizations__polity__id ON databank_g<n>.general_polity_degree_of_centralizations USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_degree_of_centralizations__polity__long_name__u ON databank_g<n>.general_polity_degree_of_centralizations USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_degree_of_centralizations__polity__name__u ON databank_g<n>.general_polity_degree_of_centralizations USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_degree_of_centralizations_lookup ON databank_g<n>.general_polity_degree_of_centralizations USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_degree_of_centralizations_pkey ON databank_g<n>.general_polity_degree_of_centralizations USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX general_polity_durations__polity__long_name__u ON databank_g<n>.general_polity_durations USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_durations__polity__name ON databank_g<n>.general_polity_durations USING hash (c_polity__name)
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

TABLE databank_g<n>.general_polity_language_genuses
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_language_genus text COLLATE "C"
  c_language_genus__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_language_genuses_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_language_genuses__language_genus__u ON databank_g<n>.general_polity_language_genuses USING gin (c_language_genus__u gin_trgm_ops)
  CREATE INDEX general_polity_language_genuses__polity__id ON databank_g<n>.general_polity_language_genuses USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_language_genuses__polity__long_name__u ON databank_g<n>.general_polity_language_genuses USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_language_genuses__polity__name__u ON databank_g<n>.general_polity_language_genuses USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_language_genuses_lookup ON databank_g<n>.general_polity_language_genuses USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_language_genuses_pkey ON databank_g<n>.general_polity_language_genuses USING btree (ord)

TABLE databank_g<n>.general_polity_languages
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_language text COLLATE "C"
  c_language__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_languages_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_languages__language__u ON databank_g<n>.general_polity_languages USING gin (c_language__u gin_trgm_ops)
  CREATE INDEX general_polity_languages__polity__id ON databank_g<n>.general_polity_languages USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_languages__polity__long_name__u ON databank_g<n>.general_polity_languages USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_languages__polity__name__u ON databank_g<n>.general_polity_languages USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_languages_lookup ON databank_g<n>.general_polity_languages USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_languages_pkey ON databank_g<n>.general_polity_languages USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX general_polity_linguistic_families__polity__long_name__u ON databank_g<n>.general_polity_linguistic_families USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_linguistic_families__polity__name ON databank_g<n>.general_polity_linguistic_families USING hash (c_polity__name)
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

TABLE databank_g<n>.general_polity_original_names
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_original_name text COLLATE "C"
  c_original_name__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_original_names_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_original_names__original_name__u ON databank_g<n>.general_polity_original_names USING gin (c_original_name__u gin_trgm_ops)
  CREATE INDEX general_polity_original_names__polity__id ON databank_g<n>.general_polity_original_names USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_original_names__polity__long_name__u ON databank_g<n>.general_polity_original_names USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_original_names__polity__name__u ON databank_g<n>.general_polity_original_names USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_original_names_lookup ON databank_g<n>.general_polity_original_names USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_original_names_pkey ON databank_g<n>.general_polity_original_names USING btree (ord)

TABLE databank_g<n>.general_polity_peak_years
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_peak_year_from bigint
  c_peak_year_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_peak_years_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_peak_years__polity__id ON databank_g<n>.general_polity_peak_years USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_peak_years__polity__long_name__u ON databank_g<n>.general_polity_peak_years USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_peak_years__polity__name__u ON databank_g<n>.general_polity_peak_years USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_peak_years_lookup ON databank_g<n>.general_polity_peak_years USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_peak_years_pkey ON databank_g<n>.general_polity_peak_years USING btree (ord)

TABLE databank_g<n>.general_polity_preceding_entities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_merged_old_data text COLLATE "C"
  c_merged_old_data__u text COLLATE "C"
  c_relationship_to_preceding_entity text COLLATE "C"
  c_relationship_to_preceding_entity__u text COLLATE "C"
  c_preceding_entity text COLLATE "C"
  c_preceding_entity__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_preceding_entities_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_preceding_entities__merged_old_data__u ON databank_g<n>.general_polity_preceding_entities USING gin (c_merged_old_data__u gin_trgm_ops)
  CREATE INDEX general_polity_preceding_entities__polity__id ON databank_g<n>.general_polity_preceding_entities USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_preceding_entities__polity__long_name__u ON databank_g<n>.general_polity_preceding_entities USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_preceding_entities__polity__name__u ON databank_g<n>.general_polity_preceding_entities USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_preceding_entities__preceding_entity__u ON databank_g<n>.general_polity_preceding_entities USING gin (c_preceding_entity__u gin_trgm_ops)
  CREATE INDEX general_polity_preceding_entities__relationship_to_preceding_en ON databank_g<n>.general_polity_preceding_entities USING gin (c_relationship_to_preceding_entity__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_preceding_entities_lookup ON databank_g<n>.general_polity_preceding_entities USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_preceding_entities_pkey ON databank_g<n>.general_polity_preceding_entities USING btree (ord)

TABLE databank_g<n>.general_polity_relationship_to_pr_fe5d9b
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_relationship_to_preceding_entity text COLLATE "C"
  c_relationship_to_preceding_entity__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_relationship_to_pr_fe5d9b_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_relationship_to_pr_fe5d9b__polity__id ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_relationship_to_pr_fe5d9b__polity__long_name__u ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_relationship_to_pr_fe5d9b__polity__name__u ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_relationship_to_pr_fe5d9b__relationship_to_prece ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING gin (c_relationship_to_preceding_entity__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_relationship_to_pr_fe5d9b_lookup ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_relationship_to_pr_fe5d9b_pkey ON databank_g<n>.general_polity_relationship_to_pr_fe5d9b USING btree (ord)

TABLE databank_g<n>.general_polity_religion_families
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_religion_family text COLLATE "C"
  c_religion_family__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_religion_families_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_religion_families__polity__id ON databank_g<n>.general_polity_religion_families USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_religion_families__polity__long_name__u ON databank_g<n>.general_polity_religion_families USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_families__polity__name__u ON databank_g<n>.general_polity_religion_families USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_families__religion_family__u ON databank_g<n>.general_polity_religion_families USING gin (c_religion_family__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_religion_families_lookup ON databank_g<n>.general_polity_religion_families USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_religion_families_pkey ON databank_g<n>.general_polity_religion_families USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX general_polity_religion_genuses__polity__long_name__u ON databank_g<n>.general_polity_religion_genuses USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_religion_genuses__polity__name ON databank_g<n>.general_polity_religion_genuses USING hash (c_polity__name)
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

TABLE databank_g<n>.general_polity_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_religion text COLLATE "C"
  c_religion__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_religions__polity__id ON databank_g<n>.general_polity_religions USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_religions__polity__long_name__u ON databank_g<n>.general_polity_religions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_religions__polity__name__u ON databank_g<n>.general_polity_religions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_religions__religion__u ON databank_g<n>.general_polity_religions USING gin (c_religion__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_religions_lookup ON databank_g<n>.general_polity_religions USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_religions_pkey ON databank_g<n>.general_polity_religions USING btree (ord)

TABLE databank_g<n>.general_polity_religious_traditions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_religious_tradition text COLLATE "C"
  c_religious_tradition__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_religious_traditions_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_religious_traditions__polity__id ON databank_g<n>.general_polity_religious_traditions USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_religious_traditions__polity__long_name__u ON databank_g<n>.general_polity_religious_traditions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_religious_traditions__polity__name__u ON databank_g<n>.general_polity_religious_traditions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_religious_traditions__religious_tradition__u ON databank_g<n>.general_polity_religious_traditions USING gin (c_religious_tradition__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_religious_traditions_lookup ON databank_g<n>.general_polity_religious_traditions USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_religious_traditions_pkey ON databank_g<n>.general_polity_religious_traditions USING btree (ord)

TABLE databank_g<n>.general_polity_research_assistants
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_research_assistants_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_research_assistants__polity__id ON databank_g<n>.general_polity_research_assistants USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_research_assistants__polity__long_name__u ON databank_g<n>.general_polity_research_assistants USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_research_assistants__polity__name__u ON databank_g<n>.general_polity_research_assistants USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_research_assistants_lookup ON databank_g<n>.general_polity_research_assistants USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_research_assistants_pkey ON databank_g<n>.general_polity_research_assistants USING btree (ord)

TABLE databank_g<n>.general_polity_scale_of_supracult_5985bb
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_scale_from bigint
  c_scale_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_scale_of_supracult_5985bb_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_scale_of_supracult_5985bb__polity__id ON databank_g<n>.general_polity_scale_of_supracult_5985bb USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_scale_of_supracult_5985bb__polity__long_name__u ON databank_g<n>.general_polity_scale_of_supracult_5985bb USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_scale_of_supracult_5985bb__polity__name__u ON databank_g<n>.general_polity_scale_of_supracult_5985bb USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_scale_of_supracult_5985bb_lookup ON databank_g<n>.general_polity_scale_of_supracult_5985bb USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_scale_of_supracult_5985bb_pkey ON databank_g<n>.general_polity_scale_of_supracult_5985bb USING btree (ord)

TABLE databank_g<n>.general_polity_succeeding_entities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_succeeding_entity text COLLATE "C"
  c_succeeding_entity__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_succeeding_entities_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_succeeding_entities__polity__id ON databank_g<n>.general_polity_succeeding_entities USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_succeeding_entities__polity__long_name__u ON databank_g<n>.general_polity_succeeding_entities USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_succeeding_entities__polity__name__u ON databank_g<n>.general_polity_succeeding_entities USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_succeeding_entities__succeeding_entity__u ON databank_g<n>.general_polity_succeeding_entities USING gin (c_succeeding_entity__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_succeeding_entities_lookup ON databank_g<n>.general_polity_succeeding_entities USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_succeeding_entities_pkey ON databank_g<n>.general_polity_succeeding_entities USING btree (ord)

TABLE databank_g<n>.general_polity_supracultural_entities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_supracultural_entity text COLLATE "C"
  c_supracultural_entity__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_supracultural_entities_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_supracultural_entities__polity__id ON databank_g<n>.general_polity_supracultural_entities USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_supracultural_entities__polity__long_name__u ON databank_g<n>.general_polity_supracultural_entities USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_supracultural_entities__polity__name__u ON databank_g<n>.general_polity_supracultural_entities USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_supracultural_entities__supracultural_entity__u ON databank_g<n>.general_polity_supracultural_entities USING gin (c_supracultural_entity__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_supracultural_entities_lookup ON databank_g<n>.general_polity_supracultural_entities USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_supracultural_entities_pkey ON databank_g<n>.general_polity_supracultural_entities USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX general_polity_suprapolities__polity__long_name__u ON databank_g<n>.general_polity_suprapolities USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_suprapolities__polity__name ON databank_g<n>.general_polity_suprapolities USING hash (c_polity__name)
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

TABLE databank_g<n>.general_polity_utm_timezones
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_utm_zone text COLLATE "C"
  c_utm_zone__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT general_polity_utm_timezones_pkey PRIMARY KEY (ord)
  CREATE INDEX general_polity_utm_timezones__polity__id ON databank_g<n>.general_polity_utm_timezones USING btree (c_polity__id, ord)
  CREATE INDEX general_polity_utm_timezones__polity__long_name__u ON databank_g<n>.general_polity_utm_timezones USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX general_polity_utm_timezones__polity__name__u ON databank_g<n>.general_polity_utm_timezones USING gin (c_polity__name__u gin_trgm_ops)
  CREATE INDEX general_polity_utm_timezones__utm_zone__u ON databank_g<n>.general_polity_utm_timezones USING gin (c_utm_zone__u gin_trgm_ops)
  CREATE UNIQUE INDEX general_polity_utm_timezones_lookup ON databank_g<n>.general_polity_utm_timezones USING btree (lookup)
  CREATE UNIQUE INDEX general_polity_utm_timezones_pkey ON databank_g<n>.general_polity_utm_timezones USING btree (ord)

TABLE databank_g<n>.meta
  key text NOT NULL
  value text NOT NULL
  CONSTRAINT meta_pkey PRIMARY KEY (key)
  CREATE UNIQUE INDEX meta_pkey ON databank_g<n>.meta USING btree (key)

TABLE databank_g<n>.rt_elites_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_elites_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_elites_religions__polity__id ON databank_g<n>.rt_elites_religions USING btree (c_polity__id, ord)
  CREATE INDEX rt_elites_religions__polity__long_name__u ON databank_g<n>.rt_elites_religions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_elites_religions__polity__name__u ON databank_g<n>.rt_elites_religions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_elites_religions_lookup ON databank_g<n>.rt_elites_religions USING btree (lookup)
  CREATE UNIQUE INDEX rt_elites_religions_pkey ON databank_g<n>.rt_elites_religions USING btree (ord)

TABLE databank_g<n>.rt_frequency_of_governmental_viol_f81ce1
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_frequency_of_governmental_viol_f81ce1_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_frequency_of_governmental_viol_f81ce1__polity__id ON databank_g<n>.rt_frequency_of_governmental_viol_f81ce1 USING btree (c_polity__id, ord)
  CREATE INDEX rt_frequency_of_governmental_viol_f81ce1__polity__long_name__u ON databank_g<n>.rt_frequency_of_governmental_viol_f81ce1 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_frequency_of_governmental_viol_f81ce1__polity__name__u ON databank_g<n>.rt_frequency_of_governmental_viol_f81ce1 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_frequency_of_governmental_viol_f81ce1_lookup ON databank_g<n>.rt_frequency_of_governmental_viol_f81ce1 USING btree (lookup)
  CREATE UNIQUE INDEX rt_frequency_of_governmental_viol_f81ce1_pkey ON databank_g<n>.rt_frequency_of_governmental_viol_f81ce1 USING btree (ord)

TABLE databank_g<n>.rt_frequency_of_societal_violence_eb2daf
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_frequency_of_societal_violence_eb2daf_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_frequency_of_societal_violence_eb2daf__polity__id ON databank_g<n>.rt_frequency_of_societal_violence_eb2daf USING btree (c_polity__id, ord)
  CREATE INDEX rt_frequency_of_societal_violence_eb2daf__polity__long_name__u ON databank_g<n>.rt_frequency_of_societal_violence_eb2daf USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_frequency_of_societal_violence_eb2daf__polity__name__u ON databank_g<n>.rt_frequency_of_societal_violence_eb2daf USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_frequency_of_societal_violence_eb2daf_lookup ON databank_g<n>.rt_frequency_of_societal_violence_eb2daf USING btree (lookup)
  CREATE UNIQUE INDEX rt_frequency_of_societal_violence_eb2daf_pkey ON databank_g<n>.rt_frequency_of_societal_violence_eb2daf USING btree (ord)

TABLE databank_g<n>.rt_government_discrimination_agai_fc7ed8
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_discrimination_agai_fc7ed8_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_discrimination_agai_fc7ed8__polity__id ON databank_g<n>.rt_government_discrimination_agai_fc7ed8 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_discrimination_agai_fc7ed8__polity__long_name__u ON databank_g<n>.rt_government_discrimination_agai_fc7ed8 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_discrimination_agai_fc7ed8__polity__name__u ON databank_g<n>.rt_government_discrimination_agai_fc7ed8 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_discrimination_agai_fc7ed8_lookup ON databank_g<n>.rt_government_discrimination_agai_fc7ed8 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_discrimination_agai_fc7ed8_pkey ON databank_g<n>.rt_government_discrimination_agai_fc7ed8 USING btree (ord)

TABLE databank_g<n>.rt_government_pressure_to_converts
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_pressure_to_converts_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_pressure_to_converts__polity__id ON databank_g<n>.rt_government_pressure_to_converts USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_pressure_to_converts__polity__long_name__u ON databank_g<n>.rt_government_pressure_to_converts USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_pressure_to_converts__polity__name__u ON databank_g<n>.rt_government_pressure_to_converts USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_pressure_to_converts_lookup ON databank_g<n>.rt_government_pressure_to_converts USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_pressure_to_converts_pkey ON databank_g<n>.rt_government_pressure_to_converts USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_cir_78bc35
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_cir_78bc35_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_cir_78bc35__polity__id ON databank_g<n>.rt_government_restrictions_on_cir_78bc35 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_cir_78bc35__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_cir_78bc35 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_cir_78bc35__polity__name__u ON databank_g<n>.rt_government_restrictions_on_cir_78bc35 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_cir_78bc35_lookup ON databank_g<n>.rt_government_restrictions_on_cir_78bc35 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_cir_78bc35_pkey ON databank_g<n>.rt_government_restrictions_on_cir_78bc35 USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_con_064a41
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_con_064a41_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_con_064a41__polity__id ON databank_g<n>.rt_government_restrictions_on_con_064a41 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_con_064a41__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_con_064a41 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_con_064a41__polity__name__u ON databank_g<n>.rt_government_restrictions_on_con_064a41 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_con_064a41_lookup ON databank_g<n>.rt_government_restrictions_on_con_064a41 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_con_064a41_pkey ON databank_g<n>.rt_government_restrictions_on_con_064a41 USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_con_eaf93a
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_con_eaf93a_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_con_eaf93a__polity__id ON databank_g<n>.rt_government_restrictions_on_con_eaf93a USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_con_eaf93a__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_con_eaf93a USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_con_eaf93a__polity__name__u ON databank_g<n>.rt_government_restrictions_on_con_eaf93a USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_con_eaf93a_lookup ON databank_g<n>.rt_government_restrictions_on_con_eaf93a USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_con_eaf93a_pkey ON databank_g<n>.rt_government_restrictions_on_con_eaf93a USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_pro_243ddf
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_pro_243ddf_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_pro_243ddf__polity__id ON databank_g<n>.rt_government_restrictions_on_pro_243ddf USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_pro_243ddf__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_pro_243ddf USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_pro_243ddf__polity__name__u ON databank_g<n>.rt_government_restrictions_on_pro_243ddf USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pro_243ddf_lookup ON databank_g<n>.rt_government_restrictions_on_pro_243ddf USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pro_243ddf_pkey ON databank_g<n>.rt_government_restrictions_on_pro_243ddf USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_pub_1358a3
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_pub_1358a3_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_pub_1358a3__polity__id ON databank_g<n>.rt_government_restrictions_on_pub_1358a3 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_pub_1358a3__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_pub_1358a3 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_pub_1358a3__polity__name__u ON databank_g<n>.rt_government_restrictions_on_pub_1358a3 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pub_1358a3_lookup ON databank_g<n>.rt_government_restrictions_on_pub_1358a3 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pub_1358a3_pkey ON databank_g<n>.rt_government_restrictions_on_pub_1358a3 USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_pub_497bc1
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_pub_497bc1_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_pub_497bc1__polity__id ON databank_g<n>.rt_government_restrictions_on_pub_497bc1 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_pub_497bc1__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_pub_497bc1 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_pub_497bc1__polity__name__u ON databank_g<n>.rt_government_restrictions_on_pub_497bc1 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pub_497bc1_lookup ON databank_g<n>.rt_government_restrictions_on_pub_497bc1 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_pub_497bc1_pkey ON databank_g<n>.rt_government_restrictions_on_pub_497bc1 USING btree (ord)

TABLE databank_g<n>.rt_government_restrictions_on_rel_5dccb2
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_government_restrictions_on_rel_5dccb2_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_government_restrictions_on_rel_5dccb2__polity__id ON databank_g<n>.rt_government_restrictions_on_rel_5dccb2 USING btree (c_polity__id, ord)
  CREATE INDEX rt_government_restrictions_on_rel_5dccb2__polity__long_name__u ON databank_g<n>.rt_government_restrictions_on_rel_5dccb2 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_government_restrictions_on_rel_5dccb2__polity__name__u ON databank_g<n>.rt_government_restrictions_on_rel_5dccb2 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_government_restrictions_on_rel_5dccb2_lookup ON databank_g<n>.rt_government_restrictions_on_rel_5dccb2 USING btree (lookup)
  CREATE UNIQUE INDEX rt_government_restrictions_on_rel_5dccb2_pkey ON databank_g<n>.rt_government_restrictions_on_rel_5dccb2 USING btree (ord)

TABLE databank_g<n>.rt_governmental_obligations_for_r_1d69dd
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_governmental_obligations_for_r_1d69dd_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_governmental_obligations_for_r_1d69dd__polity__id ON databank_g<n>.rt_governmental_obligations_for_r_1d69dd USING btree (c_polity__id, ord)
  CREATE INDEX rt_governmental_obligations_for_r_1d69dd__polity__long_name__u ON databank_g<n>.rt_governmental_obligations_for_r_1d69dd USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_governmental_obligations_for_r_1d69dd__polity__name__u ON databank_g<n>.rt_governmental_obligations_for_r_1d69dd USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_governmental_obligations_for_r_1d69dd_lookup ON databank_g<n>.rt_governmental_obligations_for_r_1d69dd USING btree (lookup)
  CREATE UNIQUE INDEX rt_governmental_obligations_for_r_1d69dd_pkey ON databank_g<n>.rt_governmental_obligations_for_r_1d69dd USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_in_afterlife
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_in_afterlife_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_in_afterlife__polity__id ON databank_g<n>.rt_moralizing_enforcement_in_afterlife USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_in_afterlife__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_in_afterlife USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_in_afterlife__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_in_afterlife USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_in_afterlife_lookup ON databank_g<n>.rt_moralizing_enforcement_in_afterlife USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_in_afterlife_pkey ON databank_g<n>.rt_moralizing_enforcement_in_afterlife USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_in_this_life
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_in_this_life_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_in_this_life__polity__id ON databank_g<n>.rt_moralizing_enforcement_in_this_life USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_in_this_life__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_in_this_life USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_in_this_life__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_in_this_life USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_in_this_life_lookup ON databank_g<n>.rt_moralizing_enforcement_in_this_life USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_in_this_life_pkey ON databank_g<n>.rt_moralizing_enforcement_in_this_life USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_is_agentic
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_is_agentic_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_is_agentic__polity__id ON databank_g<n>.rt_moralizing_enforcement_is_agentic USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_is_agentic__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_is_agentic USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_is_agentic__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_is_agentic USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_agentic_lookup ON databank_g<n>.rt_moralizing_enforcement_is_agentic USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_agentic_pkey ON databank_g<n>.rt_moralizing_enforcement_is_agentic USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_is_broad
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_is_broad_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_is_broad__polity__id ON databank_g<n>.rt_moralizing_enforcement_is_broad USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_is_broad__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_is_broad USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_is_broad__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_is_broad USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_broad_lookup ON databank_g<n>.rt_moralizing_enforcement_is_broad USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_broad_pkey ON databank_g<n>.rt_moralizing_enforcement_is_broad USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_is_certain
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_is_certain_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_is_certain__polity__id ON databank_g<n>.rt_moralizing_enforcement_is_certain USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_is_certain__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_is_certain USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_is_certain__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_is_certain USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_certain_lookup ON databank_g<n>.rt_moralizing_enforcement_is_certain USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_certain_pkey ON databank_g<n>.rt_moralizing_enforcement_is_certain USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_is_targeted
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_is_targeted_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_is_targeted__polity__id ON databank_g<n>.rt_moralizing_enforcement_is_targeted USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_is_targeted__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_is_targeted USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_is_targeted__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_is_targeted USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_targeted_lookup ON databank_g<n>.rt_moralizing_enforcement_is_targeted USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_is_targeted_pkey ON databank_g<n>.rt_moralizing_enforcement_is_targeted USING btree (ord)

TABLE databank_g<n>.rt_moralizing_enforcement_of_rulers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_enforcement_of_rulers_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_enforcement_of_rulers__polity__id ON databank_g<n>.rt_moralizing_enforcement_of_rulers USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_enforcement_of_rulers__polity__long_name__u ON databank_g<n>.rt_moralizing_enforcement_of_rulers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_enforcement_of_rulers__polity__name__u ON databank_g<n>.rt_moralizing_enforcement_of_rulers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_of_rulers_lookup ON databank_g<n>.rt_moralizing_enforcement_of_rulers USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_enforcement_of_rulers_pkey ON databank_g<n>.rt_moralizing_enforcement_of_rulers USING btree (ord)

TABLE databank_g<n>.rt_moralizing_religion_adopted_by_dcb695
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_religion_adopted_by_dcb695_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_religion_adopted_by_dcb695__polity__id ON databank_g<n>.rt_moralizing_religion_adopted_by_dcb695 USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_religion_adopted_by_dcb695__polity__long_name__u ON databank_g<n>.rt_moralizing_religion_adopted_by_dcb695 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_religion_adopted_by_dcb695__polity__name__u ON databank_g<n>.rt_moralizing_religion_adopted_by_dcb695 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_religion_adopted_by_dcb695_lookup ON databank_g<n>.rt_moralizing_religion_adopted_by_dcb695 USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_religion_adopted_by_dcb695_pkey ON databank_g<n>.rt_moralizing_religion_adopted_by_dcb695 USING btree (ord)

TABLE databank_g<n>.rt_moralizing_religion_adopted_by_elites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_religion_adopted_by_elites_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_religion_adopted_by_elites__polity__id ON databank_g<n>.rt_moralizing_religion_adopted_by_elites USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_religion_adopted_by_elites__polity__long_name__u ON databank_g<n>.rt_moralizing_religion_adopted_by_elites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_religion_adopted_by_elites__polity__name__u ON databank_g<n>.rt_moralizing_religion_adopted_by_elites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_religion_adopted_by_elites_lookup ON databank_g<n>.rt_moralizing_religion_adopted_by_elites USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_religion_adopted_by_elites_pkey ON databank_g<n>.rt_moralizing_religion_adopted_by_elites USING btree (ord)

TABLE databank_g<n>.rt_moralizing_supernatural_concer_3a5fca
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_supernatural_concer_3a5fca_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_supernatural_concer_3a5fca__polity__id ON databank_g<n>.rt_moralizing_supernatural_concer_3a5fca USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_supernatural_concer_3a5fca__polity__long_name__u ON databank_g<n>.rt_moralizing_supernatural_concer_3a5fca USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_supernatural_concer_3a5fca__polity__name__u ON databank_g<n>.rt_moralizing_supernatural_concer_3a5fca USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_supernatural_concer_3a5fca_lookup ON databank_g<n>.rt_moralizing_supernatural_concer_3a5fca USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_supernatural_concer_3a5fca_pkey ON databank_g<n>.rt_moralizing_supernatural_concer_3a5fca USING btree (ord)

TABLE databank_g<n>.rt_moralizing_supernatural_punish_8c0943
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_moralizing_supernatural_punish_8c0943_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_moralizing_supernatural_punish_8c0943__polity__id ON databank_g<n>.rt_moralizing_supernatural_punish_8c0943 USING btree (c_polity__id, ord)
  CREATE INDEX rt_moralizing_supernatural_punish_8c0943__polity__long_name__u ON databank_g<n>.rt_moralizing_supernatural_punish_8c0943 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_moralizing_supernatural_punish_8c0943__polity__name__u ON databank_g<n>.rt_moralizing_supernatural_punish_8c0943 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_moralizing_supernatural_punish_8c0943_lookup ON databank_g<n>.rt_moralizing_supernatural_punish_8c0943 USING btree (lookup)
  CREATE UNIQUE INDEX rt_moralizing_supernatural_punish_8c0943_pkey ON databank_g<n>.rt_moralizing_supernatural_punish_8c0943 USING btree (ord)

TABLE databank_g<n>.rt_official_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_official_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_official_religions__polity__id ON databank_g<n>.rt_official_religions USING btree (c_polity__id, ord)
  CREATE INDEX rt_official_religions__polity__long_name__u ON databank_g<n>.rt_official_religions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_official_religions__polity__name__u ON databank_g<n>.rt_official_religions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_official_religions_lookup ON databank_g<n>.rt_official_religions USING btree (lookup)
  CREATE UNIQUE INDEX rt_official_religions_pkey ON databank_g<n>.rt_official_religions USING btree (ord)

TABLE databank_g<n>.rt_religious_fragmentations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_religious_fragmentations_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_religious_fragmentations__polity__id ON databank_g<n>.rt_religious_fragmentations USING btree (c_polity__id, ord)
  CREATE INDEX rt_religious_fragmentations__polity__long_name__u ON databank_g<n>.rt_religious_fragmentations USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_religious_fragmentations__polity__name__u ON databank_g<n>.rt_religious_fragmentations USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_religious_fragmentations_lookup ON databank_g<n>.rt_religious_fragmentations USING btree (lookup)
  CREATE UNIQUE INDEX rt_religious_fragmentations_pkey ON databank_g<n>.rt_religious_fragmentations USING btree (ord)

TABLE databank_g<n>.rt_societal_discrimination_agains_ed68a7
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_societal_discrimination_agains_ed68a7_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_societal_discrimination_agains_ed68a7__polity__id ON databank_g<n>.rt_societal_discrimination_agains_ed68a7 USING btree (c_polity__id, ord)
  CREATE INDEX rt_societal_discrimination_agains_ed68a7__polity__long_name__u ON databank_g<n>.rt_societal_discrimination_agains_ed68a7 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_societal_discrimination_agains_ed68a7__polity__name__u ON databank_g<n>.rt_societal_discrimination_agains_ed68a7 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_societal_discrimination_agains_ed68a7_lookup ON databank_g<n>.rt_societal_discrimination_agains_ed68a7 USING btree (lookup)
  CREATE UNIQUE INDEX rt_societal_discrimination_agains_ed68a7_pkey ON databank_g<n>.rt_societal_discrimination_agains_ed68a7 USING btree (ord)

TABLE databank_g<n>.rt_societal_pressure_to_convert_o_393e6f
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_societal_pressure_to_convert_o_393e6f_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_societal_pressure_to_convert_o_393e6f__polity__id ON databank_g<n>.rt_societal_pressure_to_convert_o_393e6f USING btree (c_polity__id, ord)
  CREATE INDEX rt_societal_pressure_to_convert_o_393e6f__polity__long_name__u ON databank_g<n>.rt_societal_pressure_to_convert_o_393e6f USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_societal_pressure_to_convert_o_393e6f__polity__name__u ON databank_g<n>.rt_societal_pressure_to_convert_o_393e6f USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_societal_pressure_to_convert_o_393e6f_lookup ON databank_g<n>.rt_societal_pressure_to_convert_o_393e6f USING btree (lookup)
  CREATE UNIQUE INDEX rt_societal_pressure_to_convert_o_393e6f_pkey ON databank_g<n>.rt_societal_pressure_to_convert_o_393e6f USING btree (ord)

TABLE databank_g<n>.rt_syncretism_of_religious_practi_2c909d
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_syncretism_of_religious_practi_2c909d_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_syncretism_of_religious_practi_2c909d__polity__id ON databank_g<n>.rt_syncretism_of_religious_practi_2c909d USING btree (c_polity__id, ord)
  CREATE INDEX rt_syncretism_of_religious_practi_2c909d__polity__long_name__u ON databank_g<n>.rt_syncretism_of_religious_practi_2c909d USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_syncretism_of_religious_practi_2c909d__polity__name__u ON databank_g<n>.rt_syncretism_of_religious_practi_2c909d USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_syncretism_of_religious_practi_2c909d_lookup ON databank_g<n>.rt_syncretism_of_religious_practi_2c909d USING btree (lookup)
  CREATE UNIQUE INDEX rt_syncretism_of_religious_practi_2c909d_pkey ON databank_g<n>.rt_syncretism_of_religious_practi_2c909d USING btree (ord)

TABLE databank_g<n>.rt_taxes_based_on_religious_adher_6280a8
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  c_coded_value text COLLATE "C"
  CONSTRAINT rt_taxes_based_on_religious_adher_6280a8_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_taxes_based_on_religious_adher_6280a8__polity__id ON databank_g<n>.rt_taxes_based_on_religious_adher_6280a8 USING btree (c_polity__id, ord)
  CREATE INDEX rt_taxes_based_on_religious_adher_6280a8__polity__long_name__u ON databank_g<n>.rt_taxes_based_on_religious_adher_6280a8 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_taxes_based_on_religious_adher_6280a8__polity__name__u ON databank_g<n>.rt_taxes_based_on_religious_adher_6280a8 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_taxes_based_on_religious_adher_6280a8_lookup ON databank_g<n>.rt_taxes_based_on_religious_adher_6280a8 USING btree (lookup)
  CREATE UNIQUE INDEX rt_taxes_based_on_religious_adher_6280a8_pkey ON databank_g<n>.rt_taxes_based_on_religious_adher_6280a8 USING btree (ord)

TABLE databank_g<n>.rt_theological_syncretism_of_diff_01d378
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_coded_value text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_theological_syncretism_of_diff_01d378_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_theological_syncretism_of_diff_01d378__polity__id ON databank_g<n>.rt_theological_syncretism_of_diff_01d378 USING btree (c_polity__id, ord)
  CREATE INDEX rt_theological_syncretism_of_diff_01d378__polity__long_name__u ON databank_g<n>.rt_theological_syncretism_of_diff_01d378 USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_theological_syncretism_of_diff_01d378__polity__name__u ON databank_g<n>.rt_theological_syncretism_of_diff_01d378 USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_theological_syncretism_of_diff_01d378_lookup ON databank_g<n>.rt_theological_syncretism_of_diff_01d378 USING btree (lookup)
  CREATE UNIQUE INDEX rt_theological_syncretism_of_diff_01d378_pkey ON databank_g<n>.rt_theological_syncretism_of_diff_01d378 USING btree (ord)

TABLE databank_g<n>.rt_widespread_religions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_order text COLLATE "C"
  c_degree_of_prevalence text COLLATE "C"
  c_degree_of_prevalence__u text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT rt_widespread_religions_pkey PRIMARY KEY (ord)
  CREATE INDEX rt_widespread_religions__degree_of_prevalence__u ON databank_g<n>.rt_widespread_religions USING gin (c_degree_of_prevalence__u gin_trgm_ops)
  CREATE INDEX rt_widespread_religions__polity__id ON databank_g<n>.rt_widespread_religions USING btree (c_polity__id, ord)
  CREATE INDEX rt_widespread_religions__polity__long_name__u ON databank_g<n>.rt_widespread_religions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX rt_widespread_religions__polity__name__u ON databank_g<n>.rt_widespread_religions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX rt_widespread_religions_lookup ON databank_g<n>.rt_widespread_religions USING btree (lookup)
  CREATE UNIQUE INDEX rt_widespread_religions_pkey ON databank_g<n>.rt_widespread_religions USING btree (ord)

TABLE databank_g<n>.sc_administrative_levels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_administrative_level_from bigint
  c_administrative_level_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_administrative_levels_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_administrative_levels__polity__id ON databank_g<n>.sc_administrative_levels USING btree (c_polity__id, ord)
  CREATE INDEX sc_administrative_levels__polity__long_name__u ON databank_g<n>.sc_administrative_levels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_administrative_levels__polity__name__u ON databank_g<n>.sc_administrative_levels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_administrative_levels_lookup ON databank_g<n>.sc_administrative_levels USING btree (lookup)
  CREATE UNIQUE INDEX sc_administrative_levels_pkey ON databank_g<n>.sc_administrative_levels USING btree (ord)

TABLE databank_g<n>.sc_area_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_area_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_area_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_area_measurement_systems__polity__id ON databank_g<n>.sc_area_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_area_measurement_systems__polity__long_name__u ON databank_g<n>.sc_area_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_area_measurement_systems__polity__name__u ON databank_g<n>.sc_area_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_area_measurement_systems_lookup ON databank_g<n>.sc_area_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_area_measurement_systems_pkey ON databank_g<n>.sc_area_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_articles
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_article text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_articles_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_articles__polity__id ON databank_g<n>.sc_articles USING btree (c_polity__id, ord)
  CREATE INDEX sc_articles__polity__long_name__u ON databank_g<n>.sc_articles USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_articles__polity__name__u ON databank_g<n>.sc_articles USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_articles_lookup ON databank_g<n>.sc_articles USING btree (lookup)
  CREATE UNIQUE INDEX sc_articles_pkey ON databank_g<n>.sc_articles USING btree (ord)

TABLE databank_g<n>.sc_bridges
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_bridge text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_bridges_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_bridges__polity__id ON databank_g<n>.sc_bridges USING btree (c_polity__id, ord)
  CREATE INDEX sc_bridges__polity__long_name__u ON databank_g<n>.sc_bridges USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_bridges__polity__name__u ON databank_g<n>.sc_bridges USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_bridges_lookup ON databank_g<n>.sc_bridges USING btree (lookup)
  CREATE UNIQUE INDEX sc_bridges_pkey ON databank_g<n>.sc_bridges USING btree (ord)

TABLE databank_g<n>.sc_burial_sites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_burial_site text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_burial_sites_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_burial_sites__polity__id ON databank_g<n>.sc_burial_sites USING btree (c_polity__id, ord)
  CREATE INDEX sc_burial_sites__polity__long_name__u ON databank_g<n>.sc_burial_sites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_burial_sites__polity__name__u ON databank_g<n>.sc_burial_sites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_burial_sites_lookup ON databank_g<n>.sc_burial_sites USING btree (lookup)
  CREATE UNIQUE INDEX sc_burial_sites_pkey ON databank_g<n>.sc_burial_sites USING btree (ord)

TABLE databank_g<n>.sc_calendars
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_calendar text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_calendars_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_calendars__polity__id ON databank_g<n>.sc_calendars USING btree (c_polity__id, ord)
  CREATE INDEX sc_calendars__polity__long_name__u ON databank_g<n>.sc_calendars USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_calendars__polity__name__u ON databank_g<n>.sc_calendars USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_calendars_lookup ON databank_g<n>.sc_calendars USING btree (lookup)
  CREATE UNIQUE INDEX sc_calendars_pkey ON databank_g<n>.sc_calendars USING btree (ord)

TABLE databank_g<n>.sc_canals
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_canal text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_canals_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_canals__polity__id ON databank_g<n>.sc_canals USING btree (c_polity__id, ord)
  CREATE INDEX sc_canals__polity__long_name__u ON databank_g<n>.sc_canals USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_canals__polity__name__u ON databank_g<n>.sc_canals USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_canals_lookup ON databank_g<n>.sc_canals USING btree (lookup)
  CREATE UNIQUE INDEX sc_canals_pkey ON databank_g<n>.sc_canals USING btree (ord)

TABLE databank_g<n>.sc_ceremonial_sites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_ceremonial_site text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_ceremonial_sites_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_ceremonial_sites__polity__id ON databank_g<n>.sc_ceremonial_sites USING btree (c_polity__id, ord)
  CREATE INDEX sc_ceremonial_sites__polity__long_name__u ON databank_g<n>.sc_ceremonial_sites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_ceremonial_sites__polity__name__u ON databank_g<n>.sc_ceremonial_sites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_ceremonial_sites_lookup ON databank_g<n>.sc_ceremonial_sites USING btree (lookup)
  CREATE UNIQUE INDEX sc_ceremonial_sites_pkey ON databank_g<n>.sc_ceremonial_sites USING btree (ord)

TABLE databank_g<n>.sc_communal_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_communal_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_communal_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_communal_buildings__polity__id ON databank_g<n>.sc_communal_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_communal_buildings__polity__long_name__u ON databank_g<n>.sc_communal_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_communal_buildings__polity__name__u ON databank_g<n>.sc_communal_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_communal_buildings_lookup ON databank_g<n>.sc_communal_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_communal_buildings_pkey ON databank_g<n>.sc_communal_buildings USING btree (ord)

TABLE databank_g<n>.sc_couriers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_courier text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_couriers_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_couriers__polity__id ON databank_g<n>.sc_couriers USING btree (c_polity__id, ord)
  CREATE INDEX sc_couriers__polity__long_name__u ON databank_g<n>.sc_couriers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_couriers__polity__name__u ON databank_g<n>.sc_couriers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_couriers_lookup ON databank_g<n>.sc_couriers USING btree (lookup)
  CREATE UNIQUE INDEX sc_couriers_pkey ON databank_g<n>.sc_couriers USING btree (ord)

TABLE databank_g<n>.sc_courts
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_court text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_courts_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_courts__polity__id ON databank_g<n>.sc_courts USING btree (c_polity__id, ord)
  CREATE INDEX sc_courts__polity__long_name__u ON databank_g<n>.sc_courts USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_courts__polity__name__u ON databank_g<n>.sc_courts USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_courts_lookup ON databank_g<n>.sc_courts USING btree (lookup)
  CREATE UNIQUE INDEX sc_courts_pkey ON databank_g<n>.sc_courts USING btree (ord)

TABLE databank_g<n>.sc_debt_and_credit_structures
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_debt_and_credit_structure text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_debt_and_credit_structures_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_debt_and_credit_structures__polity__id ON databank_g<n>.sc_debt_and_credit_structures USING btree (c_polity__id, ord)
  CREATE INDEX sc_debt_and_credit_structures__polity__long_name__u ON databank_g<n>.sc_debt_and_credit_structures USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_debt_and_credit_structures__polity__name__u ON databank_g<n>.sc_debt_and_credit_structures USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_debt_and_credit_structures_lookup ON databank_g<n>.sc_debt_and_credit_structures USING btree (lookup)
  CREATE UNIQUE INDEX sc_debt_and_credit_structures_pkey ON databank_g<n>.sc_debt_and_credit_structures USING btree (ord)

TABLE databank_g<n>.sc_drinking_water_supplies
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_drinking_water_supply_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_drinking_water_supplies_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_drinking_water_supplies__polity__id ON databank_g<n>.sc_drinking_water_supplies USING btree (c_polity__id, ord)
  CREATE INDEX sc_drinking_water_supplies__polity__long_name__u ON databank_g<n>.sc_drinking_water_supplies USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_drinking_water_supplies__polity__name__u ON databank_g<n>.sc_drinking_water_supplies USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_drinking_water_supplies_lookup ON databank_g<n>.sc_drinking_water_supplies USING btree (lookup)
  CREATE UNIQUE INDEX sc_drinking_water_supplies_pkey ON databank_g<n>.sc_drinking_water_supplies USING btree (ord)

TABLE databank_g<n>.sc_enclosures
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_enclosure text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_enclosures_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_enclosures__polity__id ON databank_g<n>.sc_enclosures USING btree (c_polity__id, ord)
  CREATE INDEX sc_enclosures__polity__long_name__u ON databank_g<n>.sc_enclosures USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_enclosures__polity__name__u ON databank_g<n>.sc_enclosures USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_enclosures_lookup ON databank_g<n>.sc_enclosures USING btree (lookup)
  CREATE UNIQUE INDEX sc_enclosures_pkey ON databank_g<n>.sc_enclosures USING btree (ord)

TABLE databank_g<n>.sc_entertainment_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_entertainment_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_entertainment_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_entertainment_buildings__polity__id ON databank_g<n>.sc_entertainment_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_entertainment_buildings__polity__long_name__u ON databank_g<n>.sc_entertainment_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_entertainment_buildings__polity__name__u ON databank_g<n>.sc_entertainment_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_entertainment_buildings_lookup ON databank_g<n>.sc_entertainment_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_entertainment_buildings_pkey ON databank_g<n>.sc_entertainment_buildings USING btree (ord)

TABLE databank_g<n>.sc_examination_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_examination_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_examination_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_examination_systems__polity__id ON databank_g<n>.sc_examination_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_examination_systems__polity__long_name__u ON databank_g<n>.sc_examination_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_examination_systems__polity__name__u ON databank_g<n>.sc_examination_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_examination_systems_lookup ON databank_g<n>.sc_examination_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_examination_systems_pkey ON databank_g<n>.sc_examination_systems USING btree (ord)

TABLE databank_g<n>.sc_fastest_individual_communications
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_fastest_individual_communication_from bigint
  c_fastest_individual_communication_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_fastest_individual_communications_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_fastest_individual_communications__polity__id ON databank_g<n>.sc_fastest_individual_communications USING btree (c_polity__id, ord)
  CREATE INDEX sc_fastest_individual_communications__polity__long_name__u ON databank_g<n>.sc_fastest_individual_communications USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_fastest_individual_communications__polity__name__u ON databank_g<n>.sc_fastest_individual_communications USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_fastest_individual_communications_lookup ON databank_g<n>.sc_fastest_individual_communications USING btree (lookup)
  CREATE UNIQUE INDEX sc_fastest_individual_communications_pkey ON databank_g<n>.sc_fastest_individual_communications USING btree (ord)

TABLE databank_g<n>.sc_fictions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_fiction text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_fictions_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_fictions__polity__id ON databank_g<n>.sc_fictions USING btree (c_polity__id, ord)
  CREATE INDEX sc_fictions__polity__long_name__u ON databank_g<n>.sc_fictions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_fictions__polity__name__u ON databank_g<n>.sc_fictions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_fictions_lookup ON databank_g<n>.sc_fictions USING btree (lookup)
  CREATE UNIQUE INDEX sc_fictions_pkey ON databank_g<n>.sc_fictions USING btree (ord)

TABLE databank_g<n>.sc_food_storage_sites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_food_storage_site text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_food_storage_sites_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_food_storage_sites__polity__id ON databank_g<n>.sc_food_storage_sites USING btree (c_polity__id, ord)
  CREATE INDEX sc_food_storage_sites__polity__long_name__u ON databank_g<n>.sc_food_storage_sites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_food_storage_sites__polity__name__u ON databank_g<n>.sc_food_storage_sites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_food_storage_sites_lookup ON databank_g<n>.sc_food_storage_sites USING btree (lookup)
  CREATE UNIQUE INDEX sc_food_storage_sites_pkey ON databank_g<n>.sc_food_storage_sites USING btree (ord)

TABLE databank_g<n>.sc_foreign_coins
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_foreign_coin text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_foreign_coins_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_foreign_coins__polity__id ON databank_g<n>.sc_foreign_coins USING btree (c_polity__id, ord)
  CREATE INDEX sc_foreign_coins__polity__long_name__u ON databank_g<n>.sc_foreign_coins USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_foreign_coins__polity__name__u ON databank_g<n>.sc_foreign_coins USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_foreign_coins_lookup ON databank_g<n>.sc_foreign_coins USING btree (lookup)
  CREATE UNIQUE INDEX sc_foreign_coins_pkey ON databank_g<n>.sc_foreign_coins USING btree (ord)

TABLE databank_g<n>.sc_formal_legal_codes
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_formal_legal_code text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_formal_legal_codes_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_formal_legal_codes__polity__id ON databank_g<n>.sc_formal_legal_codes USING btree (c_polity__id, ord)
  CREATE INDEX sc_formal_legal_codes__polity__long_name__u ON databank_g<n>.sc_formal_legal_codes USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_formal_legal_codes__polity__name__u ON databank_g<n>.sc_formal_legal_codes USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_formal_legal_codes_lookup ON databank_g<n>.sc_formal_legal_codes USING btree (lookup)
  CREATE UNIQUE INDEX sc_formal_legal_codes_pkey ON databank_g<n>.sc_formal_legal_codes USING btree (ord)

TABLE databank_g<n>.sc_full_time_bureaucrats
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_full_time_bureaucrat text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_full_time_bureaucrats_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_full_time_bureaucrats__polity__id ON databank_g<n>.sc_full_time_bureaucrats USING btree (c_polity__id, ord)
  CREATE INDEX sc_full_time_bureaucrats__polity__long_name__u ON databank_g<n>.sc_full_time_bureaucrats USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_full_time_bureaucrats__polity__name__u ON databank_g<n>.sc_full_time_bureaucrats USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_full_time_bureaucrats_lookup ON databank_g<n>.sc_full_time_bureaucrats USING btree (lookup)
  CREATE UNIQUE INDEX sc_full_time_bureaucrats_pkey ON databank_g<n>.sc_full_time_bureaucrats USING btree (ord)

TABLE databank_g<n>.sc_general_postal_services
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_general_postal_service text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_general_postal_services_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_general_postal_services__polity__id ON databank_g<n>.sc_general_postal_services USING btree (c_polity__id, ord)
  CREATE INDEX sc_general_postal_services__polity__long_name__u ON databank_g<n>.sc_general_postal_services USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_general_postal_services__polity__name__u ON databank_g<n>.sc_general_postal_services USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_general_postal_services_lookup ON databank_g<n>.sc_general_postal_services USING btree (lookup)
  CREATE UNIQUE INDEX sc_general_postal_services_pkey ON databank_g<n>.sc_general_postal_services USING btree (ord)

TABLE databank_g<n>.sc_geometrical_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_geometrical_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_geometrical_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_geometrical_measurement_systems__polity__id ON databank_g<n>.sc_geometrical_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_geometrical_measurement_systems__polity__long_name__u ON databank_g<n>.sc_geometrical_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_geometrical_measurement_systems__polity__name__u ON databank_g<n>.sc_geometrical_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_geometrical_measurement_systems_lookup ON databank_g<n>.sc_geometrical_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_geometrical_measurement_systems_pkey ON databank_g<n>.sc_geometrical_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_histories
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_history text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_histories_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_histories__polity__id ON databank_g<n>.sc_histories USING btree (c_polity__id, ord)
  CREATE INDEX sc_histories__polity__long_name__u ON databank_g<n>.sc_histories USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_histories__polity__name__u ON databank_g<n>.sc_histories USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_histories_lookup ON databank_g<n>.sc_histories USING btree (lookup)
  CREATE UNIQUE INDEX sc_histories_pkey ON databank_g<n>.sc_histories USING btree (ord)

TABLE databank_g<n>.sc_indigenous_coins
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_indigenous_coin text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_indigenous_coins_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_indigenous_coins__polity__id ON databank_g<n>.sc_indigenous_coins USING btree (c_polity__id, ord)
  CREATE INDEX sc_indigenous_coins__polity__long_name__u ON databank_g<n>.sc_indigenous_coins USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_indigenous_coins__polity__name__u ON databank_g<n>.sc_indigenous_coins USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_indigenous_coins_lookup ON databank_g<n>.sc_indigenous_coins USING btree (lookup)
  CREATE UNIQUE INDEX sc_indigenous_coins_pkey ON databank_g<n>.sc_indigenous_coins USING btree (ord)

TABLE databank_g<n>.sc_irrigation_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_irrigation_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_irrigation_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_irrigation_systems__polity__id ON databank_g<n>.sc_irrigation_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_irrigation_systems__polity__long_name__u ON databank_g<n>.sc_irrigation_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_irrigation_systems__polity__name__u ON databank_g<n>.sc_irrigation_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_irrigation_systems_lookup ON databank_g<n>.sc_irrigation_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_irrigation_systems_pkey ON databank_g<n>.sc_irrigation_systems USING btree (ord)

TABLE databank_g<n>.sc_judges
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_judge text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_judges_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_judges__polity__id ON databank_g<n>.sc_judges USING btree (c_polity__id, ord)
  CREATE INDEX sc_judges__polity__long_name__u ON databank_g<n>.sc_judges USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_judges__polity__name__u ON databank_g<n>.sc_judges USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_judges_lookup ON databank_g<n>.sc_judges USING btree (lookup)
  CREATE UNIQUE INDEX sc_judges_pkey ON databank_g<n>.sc_judges USING btree (ord)

TABLE databank_g<n>.sc_knowledge_or_information_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_knowledge_or_information_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_knowledge_or_information_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_knowledge_or_information_buildings__polity__id ON databank_g<n>.sc_knowledge_or_information_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_knowledge_or_information_buildings__polity__long_name__u ON databank_g<n>.sc_knowledge_or_information_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_knowledge_or_information_buildings__polity__name__u ON databank_g<n>.sc_knowledge_or_information_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_knowledge_or_information_buildings_lookup ON databank_g<n>.sc_knowledge_or_information_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_knowledge_or_information_buildings_pkey ON databank_g<n>.sc_knowledge_or_information_buildings USING btree (ord)

TABLE databank_g<n>.sc_largest_communication_distances
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_largest_communication_distance_from bigint
  c_largest_communication_distance_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_largest_communication_distances_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_largest_communication_distances__polity__id ON databank_g<n>.sc_largest_communication_distances USING btree (c_polity__id, ord)
  CREATE INDEX sc_largest_communication_distances__polity__long_name__u ON databank_g<n>.sc_largest_communication_distances USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_largest_communication_distances__polity__name__u ON databank_g<n>.sc_largest_communication_distances USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_largest_communication_distances_lookup ON databank_g<n>.sc_largest_communication_distances USING btree (lookup)
  CREATE UNIQUE INDEX sc_largest_communication_distances_pkey ON databank_g<n>.sc_largest_communication_distances USING btree (ord)

TABLE databank_g<n>.sc_length_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_length_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_length_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_length_measurement_systems__polity__id ON databank_g<n>.sc_length_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_length_measurement_systems__polity__long_name__u ON databank_g<n>.sc_length_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_length_measurement_systems__polity__name__u ON databank_g<n>.sc_length_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_length_measurement_systems_lookup ON databank_g<n>.sc_length_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_length_measurement_systems_pkey ON databank_g<n>.sc_length_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_lists_tables_and_classifications
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_lists_tables_and_classification text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_lists_tables_and_classifications_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_lists_tables_and_classifications__polity__id ON databank_g<n>.sc_lists_tables_and_classifications USING btree (c_polity__id, ord)
  CREATE INDEX sc_lists_tables_and_classifications__polity__long_name__u ON databank_g<n>.sc_lists_tables_and_classifications USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_lists_tables_and_classifications__polity__name__u ON databank_g<n>.sc_lists_tables_and_classifications USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_lists_tables_and_classifications_lookup ON databank_g<n>.sc_lists_tables_and_classifications USING btree (lookup)
  CREATE UNIQUE INDEX sc_lists_tables_and_classifications_pkey ON databank_g<n>.sc_lists_tables_and_classifications USING btree (ord)

TABLE databank_g<n>.sc_markets
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_market text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_markets_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_markets__polity__id ON databank_g<n>.sc_markets USING btree (c_polity__id, ord)
  CREATE INDEX sc_markets__polity__long_name__u ON databank_g<n>.sc_markets USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_markets__polity__name__u ON databank_g<n>.sc_markets USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_markets_lookup ON databank_g<n>.sc_markets USING btree (lookup)
  CREATE UNIQUE INDEX sc_markets_pkey ON databank_g<n>.sc_markets USING btree (ord)

TABLE databank_g<n>.sc_merit_promotions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_merit_promotion text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_merit_promotions_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_merit_promotions__polity__id ON databank_g<n>.sc_merit_promotions USING btree (c_polity__id, ord)
  CREATE INDEX sc_merit_promotions__polity__long_name__u ON databank_g<n>.sc_merit_promotions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_merit_promotions__polity__name__u ON databank_g<n>.sc_merit_promotions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_merit_promotions_lookup ON databank_g<n>.sc_merit_promotions USING btree (lookup)
  CREATE UNIQUE INDEX sc_merit_promotions_pkey ON databank_g<n>.sc_merit_promotions USING btree (ord)

TABLE databank_g<n>.sc_military_levels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_military_level_from bigint
  c_military_level_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_military_levels_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_military_levels__polity__id ON databank_g<n>.sc_military_levels USING btree (c_polity__id, ord)
  CREATE INDEX sc_military_levels__polity__long_name__u ON databank_g<n>.sc_military_levels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_military_levels__polity__name__u ON databank_g<n>.sc_military_levels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_military_levels_lookup ON databank_g<n>.sc_military_levels USING btree (lookup)
  CREATE UNIQUE INDEX sc_military_levels_pkey ON databank_g<n>.sc_military_levels USING btree (ord)

TABLE databank_g<n>.sc_mines_or_quarries
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_mines_or_quarry text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_mines_or_quarries_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_mines_or_quarries__polity__id ON databank_g<n>.sc_mines_or_quarries USING btree (c_polity__id, ord)
  CREATE INDEX sc_mines_or_quarries__polity__long_name__u ON databank_g<n>.sc_mines_or_quarries USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_mines_or_quarries__polity__name__u ON databank_g<n>.sc_mines_or_quarries USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_mines_or_quarries_lookup ON databank_g<n>.sc_mines_or_quarries USING btree (lookup)
  CREATE UNIQUE INDEX sc_mines_or_quarries_pkey ON databank_g<n>.sc_mines_or_quarries USING btree (ord)

TABLE databank_g<n>.sc_mnemonic_devices
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_mnemonic_device text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_mnemonic_devices_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_mnemonic_devices__polity__id ON databank_g<n>.sc_mnemonic_devices USING btree (c_polity__id, ord)
  CREATE INDEX sc_mnemonic_devices__polity__long_name__u ON databank_g<n>.sc_mnemonic_devices USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_mnemonic_devices__polity__name__u ON databank_g<n>.sc_mnemonic_devices USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_mnemonic_devices_lookup ON databank_g<n>.sc_mnemonic_devices USING btree (lookup)
  CREATE UNIQUE INDEX sc_mnemonic_devices_pkey ON databank_g<n>.sc_mnemonic_devices USING btree (ord)

TABLE databank_g<n>.sc_non_phonetic_writings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_non_phonetic_writing text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_non_phonetic_writings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_non_phonetic_writings__polity__id ON databank_g<n>.sc_non_phonetic_writings USING btree (c_polity__id, ord)
  CREATE INDEX sc_non_phonetic_writings__polity__long_name__u ON databank_g<n>.sc_non_phonetic_writings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_non_phonetic_writings__polity__name__u ON databank_g<n>.sc_non_phonetic_writings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_non_phonetic_writings_lookup ON databank_g<n>.sc_non_phonetic_writings USING btree (lookup)
  CREATE UNIQUE INDEX sc_non_phonetic_writings_pkey ON databank_g<n>.sc_non_phonetic_writings USING btree (ord)

TABLE databank_g<n>.sc_nonwritten_records
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_nonwritten_record text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_nonwritten_records_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_nonwritten_records__polity__id ON databank_g<n>.sc_nonwritten_records USING btree (c_polity__id, ord)
  CREATE INDEX sc_nonwritten_records__polity__long_name__u ON databank_g<n>.sc_nonwritten_records USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_nonwritten_records__polity__name__u ON databank_g<n>.sc_nonwritten_records USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_nonwritten_records_lookup ON databank_g<n>.sc_nonwritten_records USING btree (lookup)
  CREATE UNIQUE INDEX sc_nonwritten_records_pkey ON databank_g<n>.sc_nonwritten_records USING btree (ord)

TABLE databank_g<n>.sc_occupational_complexities
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_occupational_complexity text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_occupational_complexities_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_occupational_complexities__polity__id ON databank_g<n>.sc_occupational_complexities USING btree (c_polity__id, ord)
  CREATE INDEX sc_occupational_complexities__polity__long_name__u ON databank_g<n>.sc_occupational_complexities USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_occupational_complexities__polity__name__u ON databank_g<n>.sc_occupational_complexities USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_occupational_complexities_lookup ON databank_g<n>.sc_occupational_complexities USING btree (lookup)
  CREATE UNIQUE INDEX sc_occupational_complexities_pkey ON databank_g<n>.sc_occupational_complexities USING btree (ord)

TABLE databank_g<n>.sc_other_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_other_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_other_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_other_measurement_systems__polity__id ON databank_g<n>.sc_other_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_other_measurement_systems__polity__long_name__u ON databank_g<n>.sc_other_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_other_measurement_systems__polity__name__u ON databank_g<n>.sc_other_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_other_measurement_systems_lookup ON databank_g<n>.sc_other_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_other_measurement_systems_pkey ON databank_g<n>.sc_other_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_other_special_purpose_sites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_other_special_purpose_site text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_other_special_purpose_sites_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_other_special_purpose_sites__polity__id ON databank_g<n>.sc_other_special_purpose_sites USING btree (c_polity__id, ord)
  CREATE INDEX sc_other_special_purpose_sites__polity__long_name__u ON databank_g<n>.sc_other_special_purpose_sites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_other_special_purpose_sites__polity__name__u ON databank_g<n>.sc_other_special_purpose_sites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_other_special_purpose_sites_lookup ON databank_g<n>.sc_other_special_purpose_sites USING btree (lookup)
  CREATE UNIQUE INDEX sc_other_special_purpose_sites_pkey ON databank_g<n>.sc_other_special_purpose_sites USING btree (ord)

TABLE databank_g<n>.sc_other_utilitarian_public_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_other_utilitarian_public_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_other_utilitarian_public_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_other_utilitarian_public_buildings__polity__id ON databank_g<n>.sc_other_utilitarian_public_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_other_utilitarian_public_buildings__polity__long_name__u ON databank_g<n>.sc_other_utilitarian_public_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_other_utilitarian_public_buildings__polity__name__u ON databank_g<n>.sc_other_utilitarian_public_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_other_utilitarian_public_buildings_lookup ON databank_g<n>.sc_other_utilitarian_public_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_other_utilitarian_public_buildings_pkey ON databank_g<n>.sc_other_utilitarian_public_buildings USING btree (ord)

TABLE databank_g<n>.sc_paper_currencies
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_paper_currency text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_paper_currencies_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_paper_currencies__polity__id ON databank_g<n>.sc_paper_currencies USING btree (c_polity__id, ord)
  CREATE INDEX sc_paper_currencies__polity__long_name__u ON databank_g<n>.sc_paper_currencies USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_paper_currencies__polity__name__u ON databank_g<n>.sc_paper_currencies USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_paper_currencies_lookup ON databank_g<n>.sc_paper_currencies USING btree (lookup)
  CREATE UNIQUE INDEX sc_paper_currencies_pkey ON databank_g<n>.sc_paper_currencies USING btree (ord)

TABLE databank_g<n>.sc_philosophies
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_philosophy text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_philosophies_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_philosophies__polity__id ON databank_g<n>.sc_philosophies USING btree (c_polity__id, ord)
  CREATE INDEX sc_philosophies__polity__long_name__u ON databank_g<n>.sc_philosophies USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_philosophies__polity__name__u ON databank_g<n>.sc_philosophies USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_philosophies_lookup ON databank_g<n>.sc_philosophies USING btree (lookup)
  CREATE UNIQUE INDEX sc_philosophies_pkey ON databank_g<n>.sc_philosophies USING btree (ord)

TABLE databank_g<n>.sc_phonetic_alphabetic_writings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_phonetic_alphabetic_writing text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_phonetic_alphabetic_writings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_phonetic_alphabetic_writings__polity__id ON databank_g<n>.sc_phonetic_alphabetic_writings USING btree (c_polity__id, ord)
  CREATE INDEX sc_phonetic_alphabetic_writings__polity__long_name__u ON databank_g<n>.sc_phonetic_alphabetic_writings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_phonetic_alphabetic_writings__polity__name__u ON databank_g<n>.sc_phonetic_alphabetic_writings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_phonetic_alphabetic_writings_lookup ON databank_g<n>.sc_phonetic_alphabetic_writings USING btree (lookup)
  CREATE UNIQUE INDEX sc_phonetic_alphabetic_writings_pkey ON databank_g<n>.sc_phonetic_alphabetic_writings USING btree (ord)

TABLE databank_g<n>.sc_polity_populations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_polity_population_from bigint
  c_polity_population_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_polity_populations_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_polity_populations__polity__id ON databank_g<n>.sc_polity_populations USING btree (c_polity__id, ord)
  CREATE INDEX sc_polity_populations__polity__long_name__u ON databank_g<n>.sc_polity_populations USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_polity_populations__polity__name__u ON databank_g<n>.sc_polity_populations USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_polity_populations_lookup ON databank_g<n>.sc_polity_populations USING btree (lookup)
  CREATE UNIQUE INDEX sc_polity_populations_pkey ON databank_g<n>.sc_polity_populations USING btree (ord)

TABLE databank_g<n>.sc_polity_territories
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_polity_territory_from bigint
  c_polity_territory_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_polity_territories_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_polity_territories__polity__id ON databank_g<n>.sc_polity_territories USING btree (c_polity__id, ord)
  CREATE INDEX sc_polity_territories__polity__long_name__u ON databank_g<n>.sc_polity_territories USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_polity_territories__polity__name__u ON databank_g<n>.sc_polity_territories USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_polity_territories_lookup ON databank_g<n>.sc_polity_territories USING btree (lookup)
  CREATE UNIQUE INDEX sc_polity_territories_pkey ON databank_g<n>.sc_polity_territories USING btree (ord)

TABLE databank_g<n>.sc_population_of_the_largest_settlements
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_population_of_the_largest_settlement_from bigint
  c_population_of_the_largest_settlement_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_population_of_the_largest_settlements_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_population_of_the_largest_settlements__polity__id ON databank_g<n>.sc_population_of_the_largest_settlements USING btree (c_polity__id, ord)
  CREATE INDEX sc_population_of_the_largest_settlements__polity__long_name__u ON databank_g<n>.sc_population_of_the_largest_settlements USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_population_of_the_largest_settlements__polity__name__u ON databank_g<n>.sc_population_of_the_largest_settlements USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_population_of_the_largest_settlements_lookup ON databank_g<n>.sc_population_of_the_largest_settlements USING btree (lookup)
  CREATE UNIQUE INDEX sc_population_of_the_largest_settlements_pkey ON databank_g<n>.sc_population_of_the_largest_settlements USING btree (ord)

TABLE databank_g<n>.sc_ports
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_port text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_ports_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_ports__polity__id ON databank_g<n>.sc_ports USING btree (c_polity__id, ord)
  CREATE INDEX sc_ports__polity__long_name__u ON databank_g<n>.sc_ports USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_ports__polity__name__u ON databank_g<n>.sc_ports USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_ports_lookup ON databank_g<n>.sc_ports USING btree (lookup)
  CREATE UNIQUE INDEX sc_ports_pkey ON databank_g<n>.sc_ports USING btree (ord)

TABLE databank_g<n>.sc_postal_stations
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_postal_station text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_postal_stations_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_postal_stations__polity__id ON databank_g<n>.sc_postal_stations USING btree (c_polity__id, ord)
  CREATE INDEX sc_postal_stations__polity__long_name__u ON databank_g<n>.sc_postal_stations USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_postal_stations__polity__name__u ON databank_g<n>.sc_postal_stations USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_postal_stations_lookup ON databank_g<n>.sc_postal_stations USING btree (lookup)
  CREATE UNIQUE INDEX sc_postal_stations_pkey ON databank_g<n>.sc_postal_stations USING btree (ord)

TABLE databank_g<n>.sc_practical_literatures
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_practical_literature text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_practical_literatures_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_practical_literatures__polity__id ON databank_g<n>.sc_practical_literatures USING btree (c_polity__id, ord)
  CREATE INDEX sc_practical_literatures__polity__long_name__u ON databank_g<n>.sc_practical_literatures USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_practical_literatures__polity__name__u ON databank_g<n>.sc_practical_literatures USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_practical_literatures_lookup ON databank_g<n>.sc_practical_literatures USING btree (lookup)
  CREATE UNIQUE INDEX sc_practical_literatures_pkey ON databank_g<n>.sc_practical_literatures USING btree (ord)

TABLE databank_g<n>.sc_precious_metals
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_precious_metal text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_precious_metals_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_precious_metals__polity__id ON databank_g<n>.sc_precious_metals USING btree (c_polity__id, ord)
  CREATE INDEX sc_precious_metals__polity__long_name__u ON databank_g<n>.sc_precious_metals USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_precious_metals__polity__name__u ON databank_g<n>.sc_precious_metals USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_precious_metals_lookup ON databank_g<n>.sc_precious_metals USING btree (lookup)
  CREATE UNIQUE INDEX sc_precious_metals_pkey ON databank_g<n>.sc_precious_metals USING btree (ord)

TABLE databank_g<n>.sc_professional_lawyers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_professional_lawyer text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_professional_lawyers_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_professional_lawyers__polity__id ON databank_g<n>.sc_professional_lawyers USING btree (c_polity__id, ord)
  CREATE INDEX sc_professional_lawyers__polity__long_name__u ON databank_g<n>.sc_professional_lawyers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_professional_lawyers__polity__name__u ON databank_g<n>.sc_professional_lawyers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_professional_lawyers_lookup ON databank_g<n>.sc_professional_lawyers USING btree (lookup)
  CREATE UNIQUE INDEX sc_professional_lawyers_pkey ON databank_g<n>.sc_professional_lawyers USING btree (ord)

TABLE databank_g<n>.sc_professional_military_officers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_professional_military_officer text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_professional_military_officers_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_professional_military_officers__polity__id ON databank_g<n>.sc_professional_military_officers USING btree (c_polity__id, ord)
  CREATE INDEX sc_professional_military_officers__polity__long_name__u ON databank_g<n>.sc_professional_military_officers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_professional_military_officers__polity__name__u ON databank_g<n>.sc_professional_military_officers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_professional_military_officers_lookup ON databank_g<n>.sc_professional_military_officers USING btree (lookup)
  CREATE UNIQUE INDEX sc_professional_military_officers_pkey ON databank_g<n>.sc_professional_military_officers USING btree (ord)

TABLE databank_g<n>.sc_professional_priesthoods
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_professional_priesthood text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_professional_priesthoods_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_professional_priesthoods__polity__id ON databank_g<n>.sc_professional_priesthoods USING btree (c_polity__id, ord)
  CREATE INDEX sc_professional_priesthoods__polity__long_name__u ON databank_g<n>.sc_professional_priesthoods USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_professional_priesthoods__polity__name__u ON databank_g<n>.sc_professional_priesthoods USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_professional_priesthoods_lookup ON databank_g<n>.sc_professional_priesthoods USING btree (lookup)
  CREATE UNIQUE INDEX sc_professional_priesthoods_pkey ON databank_g<n>.sc_professional_priesthoods USING btree (ord)

TABLE databank_g<n>.sc_professional_soldiers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_professional_soldier text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_professional_soldiers_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_professional_soldiers__polity__id ON databank_g<n>.sc_professional_soldiers USING btree (c_polity__id, ord)
  CREATE INDEX sc_professional_soldiers__polity__long_name__u ON databank_g<n>.sc_professional_soldiers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_professional_soldiers__polity__name__u ON databank_g<n>.sc_professional_soldiers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_professional_soldiers_lookup ON databank_g<n>.sc_professional_soldiers USING btree (lookup)
  CREATE UNIQUE INDEX sc_professional_soldiers_pkey ON databank_g<n>.sc_professional_soldiers USING btree (ord)

TABLE databank_g<n>.sc_religious_levels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_religious_level_from bigint
  c_religious_level_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_religious_levels_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_religious_levels__polity__id ON databank_g<n>.sc_religious_levels USING btree (c_polity__id, ord)
  CREATE INDEX sc_religious_levels__polity__long_name__u ON databank_g<n>.sc_religious_levels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_religious_levels__polity__name__u ON databank_g<n>.sc_religious_levels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_religious_levels_lookup ON databank_g<n>.sc_religious_levels USING btree (lookup)
  CREATE UNIQUE INDEX sc_religious_levels_pkey ON databank_g<n>.sc_religious_levels USING btree (ord)

TABLE databank_g<n>.sc_religious_literatures
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_religious_literature text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_religious_literatures_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_religious_literatures__polity__id ON databank_g<n>.sc_religious_literatures USING btree (c_polity__id, ord)
  CREATE INDEX sc_religious_literatures__polity__long_name__u ON databank_g<n>.sc_religious_literatures USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_religious_literatures__polity__name__u ON databank_g<n>.sc_religious_literatures USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_religious_literatures_lookup ON databank_g<n>.sc_religious_literatures USING btree (lookup)
  CREATE UNIQUE INDEX sc_religious_literatures_pkey ON databank_g<n>.sc_religious_literatures USING btree (ord)

TABLE databank_g<n>.sc_roads
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_road text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_roads_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_roads__polity__id ON databank_g<n>.sc_roads USING btree (c_polity__id, ord)
  CREATE INDEX sc_roads__polity__long_name__u ON databank_g<n>.sc_roads USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_roads__polity__name__u ON databank_g<n>.sc_roads USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_roads_lookup ON databank_g<n>.sc_roads USING btree (lookup)
  CREATE UNIQUE INDEX sc_roads_pkey ON databank_g<n>.sc_roads USING btree (ord)

TABLE databank_g<n>.sc_sacred_texts
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_sacred_text text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_sacred_texts_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_sacred_texts__polity__id ON databank_g<n>.sc_sacred_texts USING btree (c_polity__id, ord)
  CREATE INDEX sc_sacred_texts__polity__long_name__u ON databank_g<n>.sc_sacred_texts USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_sacred_texts__polity__name__u ON databank_g<n>.sc_sacred_texts USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_sacred_texts_lookup ON databank_g<n>.sc_sacred_texts USING btree (lookup)
  CREATE UNIQUE INDEX sc_sacred_texts_pkey ON databank_g<n>.sc_sacred_texts USING btree (ord)

TABLE databank_g<n>.sc_scientific_literatures
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_scientific_literature text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_scientific_literatures_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_scientific_literatures__polity__id ON databank_g<n>.sc_scientific_literatures USING btree (c_polity__id, ord)
  CREATE INDEX sc_scientific_literatures__polity__long_name__u ON databank_g<n>.sc_scientific_literatures USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_scientific_literatures__polity__name__u ON databank_g<n>.sc_scientific_literatures USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_scientific_literatures_lookup ON databank_g<n>.sc_scientific_literatures USING btree (lookup)
  CREATE UNIQUE INDEX sc_scientific_literatures_pkey ON databank_g<n>.sc_scientific_literatures USING btree (ord)

TABLE databank_g<n>.sc_scripts
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_script text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_scripts_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_scripts__polity__id ON databank_g<n>.sc_scripts USING btree (c_polity__id, ord)
  CREATE INDEX sc_scripts__polity__long_name__u ON databank_g<n>.sc_scripts USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_scripts__polity__name__u ON databank_g<n>.sc_scripts USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_scripts_lookup ON databank_g<n>.sc_scripts USING btree (lookup)
  CREATE UNIQUE INDEX sc_scripts_pkey ON databank_g<n>.sc_scripts USING btree (ord)

TABLE databank_g<n>.sc_settlement_hierarchies
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_settlement_hierarchy_from bigint
  c_settlement_hierarchy_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_settlement_hierarchies_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_settlement_hierarchies__polity__id ON databank_g<n>.sc_settlement_hierarchies USING btree (c_polity__id, ord)
  CREATE INDEX sc_settlement_hierarchies__polity__long_name__u ON databank_g<n>.sc_settlement_hierarchies USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_settlement_hierarchies__polity__name__u ON databank_g<n>.sc_settlement_hierarchies USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_settlement_hierarchies_lookup ON databank_g<n>.sc_settlement_hierarchies USING btree (lookup)
  CREATE UNIQUE INDEX sc_settlement_hierarchies_pkey ON databank_g<n>.sc_settlement_hierarchies USING btree (ord)

TABLE databank_g<n>.sc_sources_of_support
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_source_of_support text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_sources_of_support_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_sources_of_support__polity__id ON databank_g<n>.sc_sources_of_support USING btree (c_polity__id, ord)
  CREATE INDEX sc_sources_of_support__polity__long_name__u ON databank_g<n>.sc_sources_of_support USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_sources_of_support__polity__name__u ON databank_g<n>.sc_sources_of_support USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_sources_of_support_lookup ON databank_g<n>.sc_sources_of_support USING btree (lookup)
  CREATE UNIQUE INDEX sc_sources_of_support_pkey ON databank_g<n>.sc_sources_of_support USING btree (ord)

TABLE databank_g<n>.sc_special_purpose_houses
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_special_purpose_house text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_special_purpose_houses_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_special_purpose_houses__polity__id ON databank_g<n>.sc_special_purpose_houses USING btree (c_polity__id, ord)
  CREATE INDEX sc_special_purpose_houses__polity__long_name__u ON databank_g<n>.sc_special_purpose_houses USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_special_purpose_houses__polity__name__u ON databank_g<n>.sc_special_purpose_houses USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_special_purpose_houses_lookup ON databank_g<n>.sc_special_purpose_houses USING btree (lookup)
  CREATE UNIQUE INDEX sc_special_purpose_houses_pkey ON databank_g<n>.sc_special_purpose_houses USING btree (ord)

TABLE databank_g<n>.sc_special_purpose_sites
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_special_purpose_site text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_special_purpose_sites_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_special_purpose_sites__polity__id ON databank_g<n>.sc_special_purpose_sites USING btree (c_polity__id, ord)
  CREATE INDEX sc_special_purpose_sites__polity__long_name__u ON databank_g<n>.sc_special_purpose_sites USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_special_purpose_sites__polity__name__u ON databank_g<n>.sc_special_purpose_sites USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_special_purpose_sites_lookup ON databank_g<n>.sc_special_purpose_sites USING btree (lookup)
  CREATE UNIQUE INDEX sc_special_purpose_sites_pkey ON databank_g<n>.sc_special_purpose_sites USING btree (ord)

TABLE databank_g<n>.sc_specialized_government_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_specialized_government_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_specialized_government_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_specialized_government_buildings__polity__id ON databank_g<n>.sc_specialized_government_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_specialized_government_buildings__polity__long_name__u ON databank_g<n>.sc_specialized_government_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_specialized_government_buildings__polity__name__u ON databank_g<n>.sc_specialized_government_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_specialized_government_buildings_lookup ON databank_g<n>.sc_specialized_government_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_specialized_government_buildings_pkey ON databank_g<n>.sc_specialized_government_buildings USING btree (ord)

TABLE databank_g<n>.sc_stores_of_wealth
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_store_of_wealth text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_stores_of_wealth_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_stores_of_wealth__polity__id ON databank_g<n>.sc_stores_of_wealth USING btree (c_polity__id, ord)
  CREATE INDEX sc_stores_of_wealth__polity__long_name__u ON databank_g<n>.sc_stores_of_wealth USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_stores_of_wealth__polity__name__u ON databank_g<n>.sc_stores_of_wealth USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_stores_of_wealth_lookup ON databank_g<n>.sc_stores_of_wealth USING btree (lookup)
  CREATE UNIQUE INDEX sc_stores_of_wealth_pkey ON databank_g<n>.sc_stores_of_wealth USING btree (ord)

TABLE databank_g<n>.sc_symbolic_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_symbolic_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_symbolic_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_symbolic_buildings__polity__id ON databank_g<n>.sc_symbolic_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_symbolic_buildings__polity__long_name__u ON databank_g<n>.sc_symbolic_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_symbolic_buildings__polity__name__u ON databank_g<n>.sc_symbolic_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_symbolic_buildings_lookup ON databank_g<n>.sc_symbolic_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_symbolic_buildings_pkey ON databank_g<n>.sc_symbolic_buildings USING btree (ord)

TABLE databank_g<n>.sc_time_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_time_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_time_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_time_measurement_systems__polity__id ON databank_g<n>.sc_time_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_time_measurement_systems__polity__long_name__u ON databank_g<n>.sc_time_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_time_measurement_systems__polity__name__u ON databank_g<n>.sc_time_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_time_measurement_systems_lookup ON databank_g<n>.sc_time_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_time_measurement_systems_pkey ON databank_g<n>.sc_time_measurement_systems USING btree (ord)

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
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
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
  CREATE INDEX sc_tokens__polity__long_name__u ON databank_g<n>.sc_tokens USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_tokens__polity__name ON databank_g<n>.sc_tokens USING hash (c_polity__name)
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

TABLE databank_g<n>.sc_trading_emporia
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_trading_emporia text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_trading_emporia_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_trading_emporia__polity__id ON databank_g<n>.sc_trading_emporia USING btree (c_polity__id, ord)
  CREATE INDEX sc_trading_emporia__polity__long_name__u ON databank_g<n>.sc_trading_emporia USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_trading_emporia__polity__name__u ON databank_g<n>.sc_trading_emporia USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_trading_emporia_lookup ON databank_g<n>.sc_trading_emporia USING btree (lookup)
  CREATE UNIQUE INDEX sc_trading_emporia_pkey ON databank_g<n>.sc_trading_emporia USING btree (ord)

TABLE databank_g<n>.sc_utilitarian_public_buildings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_utilitarian_public_building text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_utilitarian_public_buildings_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_utilitarian_public_buildings__polity__id ON databank_g<n>.sc_utilitarian_public_buildings USING btree (c_polity__id, ord)
  CREATE INDEX sc_utilitarian_public_buildings__polity__long_name__u ON databank_g<n>.sc_utilitarian_public_buildings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_utilitarian_public_buildings__polity__name__u ON databank_g<n>.sc_utilitarian_public_buildings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_utilitarian_public_buildings_lookup ON databank_g<n>.sc_utilitarian_public_buildings USING btree (lookup)
  CREATE UNIQUE INDEX sc_utilitarian_public_buildings_pkey ON databank_g<n>.sc_utilitarian_public_buildings USING btree (ord)

TABLE databank_g<n>.sc_volume_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_volume_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_volume_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_volume_measurement_systems__polity__id ON databank_g<n>.sc_volume_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_volume_measurement_systems__polity__long_name__u ON databank_g<n>.sc_volume_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_volume_measurement_systems__polity__name__u ON databank_g<n>.sc_volume_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_volume_measurement_systems_lookup ON databank_g<n>.sc_volume_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_volume_measurement_systems_pkey ON databank_g<n>.sc_volume_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_weight_measurement_systems
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_weight_measurement_system text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_weight_measurement_systems_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_weight_measurement_systems__polity__id ON databank_g<n>.sc_weight_measurement_systems USING btree (c_polity__id, ord)
  CREATE INDEX sc_weight_measurement_systems__polity__long_name__u ON databank_g<n>.sc_weight_measurement_systems USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_weight_measurement_systems__polity__name__u ON databank_g<n>.sc_weight_measurement_systems USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_weight_measurement_systems_lookup ON databank_g<n>.sc_weight_measurement_systems USING btree (lookup)
  CREATE UNIQUE INDEX sc_weight_measurement_systems_pkey ON databank_g<n>.sc_weight_measurement_systems USING btree (ord)

TABLE databank_g<n>.sc_written_records
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_written_record text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT sc_written_records_pkey PRIMARY KEY (ord)
  CREATE INDEX sc_written_records__polity__id ON databank_g<n>.sc_written_records USING btree (c_polity__id, ord)
  CREATE INDEX sc_written_records__polity__long_name__u ON databank_g<n>.sc_written_records USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX sc_written_records__polity__name__u ON databank_g<n>.sc_written_records USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX sc_written_records_lookup ON databank_g<n>.sc_written_records USING btree (lookup)
  CREATE UNIQUE INDEX sc_written_records_pkey ON databank_g<n>.sc_written_records USING btree (ord)

TABLE databank_g<n>.wf_atlatls
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_atlatl text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_atlatls_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_atlatls__polity__id ON databank_g<n>.wf_atlatls USING btree (c_polity__id, ord)
  CREATE INDEX wf_atlatls__polity__long_name__u ON databank_g<n>.wf_atlatls USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_atlatls__polity__name__u ON databank_g<n>.wf_atlatls USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_atlatls_lookup ON databank_g<n>.wf_atlatls USING btree (lookup)
  CREATE UNIQUE INDEX wf_atlatls_pkey ON databank_g<n>.wf_atlatls USING btree (ord)

TABLE databank_g<n>.wf_battle_axes
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_battle_axe text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_battle_axes_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_battle_axes__polity__id ON databank_g<n>.wf_battle_axes USING btree (c_polity__id, ord)
  CREATE INDEX wf_battle_axes__polity__long_name__u ON databank_g<n>.wf_battle_axes USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_battle_axes__polity__name__u ON databank_g<n>.wf_battle_axes USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_battle_axes_lookup ON databank_g<n>.wf_battle_axes USING btree (lookup)
  CREATE UNIQUE INDEX wf_battle_axes_pkey ON databank_g<n>.wf_battle_axes USING btree (ord)

TABLE databank_g<n>.wf_breastplates
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_breastplate text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_breastplates_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_breastplates__polity__id ON databank_g<n>.wf_breastplates USING btree (c_polity__id, ord)
  CREATE INDEX wf_breastplates__polity__long_name__u ON databank_g<n>.wf_breastplates USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_breastplates__polity__name__u ON databank_g<n>.wf_breastplates USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_breastplates_lookup ON databank_g<n>.wf_breastplates USING btree (lookup)
  CREATE UNIQUE INDEX wf_breastplates_pkey ON databank_g<n>.wf_breastplates USING btree (ord)

TABLE databank_g<n>.wf_bronzes
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_bronze text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_bronzes_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_bronzes__polity__id ON databank_g<n>.wf_bronzes USING btree (c_polity__id, ord)
  CREATE INDEX wf_bronzes__polity__long_name__u ON databank_g<n>.wf_bronzes USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_bronzes__polity__name__u ON databank_g<n>.wf_bronzes USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_bronzes_lookup ON databank_g<n>.wf_bronzes USING btree (lookup)
  CREATE UNIQUE INDEX wf_bronzes_pkey ON databank_g<n>.wf_bronzes USING btree (ord)

TABLE databank_g<n>.wf_camels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_camel text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_camels_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_camels__polity__id ON databank_g<n>.wf_camels USING btree (c_polity__id, ord)
  CREATE INDEX wf_camels__polity__long_name__u ON databank_g<n>.wf_camels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_camels__polity__name__u ON databank_g<n>.wf_camels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_camels_lookup ON databank_g<n>.wf_camels USING btree (lookup)
  CREATE UNIQUE INDEX wf_camels_pkey ON databank_g<n>.wf_camels USING btree (ord)

TABLE databank_g<n>.wf_chainmails
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_chainmail text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_chainmails_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_chainmails__polity__id ON databank_g<n>.wf_chainmails USING btree (c_polity__id, ord)
  CREATE INDEX wf_chainmails__polity__long_name__u ON databank_g<n>.wf_chainmails USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_chainmails__polity__name__u ON databank_g<n>.wf_chainmails USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_chainmails_lookup ON databank_g<n>.wf_chainmails USING btree (lookup)
  CREATE UNIQUE INDEX wf_chainmails_pkey ON databank_g<n>.wf_chainmails USING btree (ord)

TABLE databank_g<n>.wf_complex_fortifications
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_complex_fortification text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_complex_fortifications_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_complex_fortifications__polity__id ON databank_g<n>.wf_complex_fortifications USING btree (c_polity__id, ord)
  CREATE INDEX wf_complex_fortifications__polity__long_name__u ON databank_g<n>.wf_complex_fortifications USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_complex_fortifications__polity__name__u ON databank_g<n>.wf_complex_fortifications USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_complex_fortifications_lookup ON databank_g<n>.wf_complex_fortifications USING btree (lookup)
  CREATE UNIQUE INDEX wf_complex_fortifications_pkey ON databank_g<n>.wf_complex_fortifications USING btree (ord)

TABLE databank_g<n>.wf_composite_bows
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_composite_bow text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_composite_bows_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_composite_bows__polity__id ON databank_g<n>.wf_composite_bows USING btree (c_polity__id, ord)
  CREATE INDEX wf_composite_bows__polity__long_name__u ON databank_g<n>.wf_composite_bows USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_composite_bows__polity__name__u ON databank_g<n>.wf_composite_bows USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_composite_bows_lookup ON databank_g<n>.wf_composite_bows USING btree (lookup)
  CREATE UNIQUE INDEX wf_composite_bows_pkey ON databank_g<n>.wf_composite_bows USING btree (ord)

TABLE databank_g<n>.wf_coppers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_copper text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_coppers_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_coppers__polity__id ON databank_g<n>.wf_coppers USING btree (c_polity__id, ord)
  CREATE INDEX wf_coppers__polity__long_name__u ON databank_g<n>.wf_coppers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_coppers__polity__name__u ON databank_g<n>.wf_coppers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_coppers_lookup ON databank_g<n>.wf_coppers USING btree (lookup)
  CREATE UNIQUE INDEX wf_coppers_pkey ON databank_g<n>.wf_coppers USING btree (ord)

TABLE databank_g<n>.wf_crossbows
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_crossbow text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_crossbows_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_crossbows__polity__id ON databank_g<n>.wf_crossbows USING btree (c_polity__id, ord)
  CREATE INDEX wf_crossbows__polity__long_name__u ON databank_g<n>.wf_crossbows USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_crossbows__polity__name__u ON databank_g<n>.wf_crossbows USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_crossbows_lookup ON databank_g<n>.wf_crossbows USING btree (lookup)
  CREATE UNIQUE INDEX wf_crossbows_pkey ON databank_g<n>.wf_crossbows USING btree (ord)

TABLE databank_g<n>.wf_daggers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_dagger text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_daggers_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_daggers__polity__id ON databank_g<n>.wf_daggers USING btree (c_polity__id, ord)
  CREATE INDEX wf_daggers__polity__long_name__u ON databank_g<n>.wf_daggers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_daggers__polity__name__u ON databank_g<n>.wf_daggers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_daggers_lookup ON databank_g<n>.wf_daggers USING btree (lookup)
  CREATE UNIQUE INDEX wf_daggers_pkey ON databank_g<n>.wf_daggers USING btree (ord)

TABLE databank_g<n>.wf_ditches
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_ditch text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_ditches_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_ditches__polity__id ON databank_g<n>.wf_ditches USING btree (c_polity__id, ord)
  CREATE INDEX wf_ditches__polity__long_name__u ON databank_g<n>.wf_ditches USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_ditches__polity__name__u ON databank_g<n>.wf_ditches USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_ditches_lookup ON databank_g<n>.wf_ditches USING btree (lookup)
  CREATE UNIQUE INDEX wf_ditches_pkey ON databank_g<n>.wf_ditches USING btree (ord)

TABLE databank_g<n>.wf_dogs
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_dog text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_dogs_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_dogs__polity__id ON databank_g<n>.wf_dogs USING btree (c_polity__id, ord)
  CREATE INDEX wf_dogs__polity__long_name__u ON databank_g<n>.wf_dogs USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_dogs__polity__name__u ON databank_g<n>.wf_dogs USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_dogs_lookup ON databank_g<n>.wf_dogs USING btree (lookup)
  CREATE UNIQUE INDEX wf_dogs_pkey ON databank_g<n>.wf_dogs USING btree (ord)

TABLE databank_g<n>.wf_donkeys
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_donkey text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_donkeys_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_donkeys__polity__id ON databank_g<n>.wf_donkeys USING btree (c_polity__id, ord)
  CREATE INDEX wf_donkeys__polity__long_name__u ON databank_g<n>.wf_donkeys USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_donkeys__polity__name__u ON databank_g<n>.wf_donkeys USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_donkeys_lookup ON databank_g<n>.wf_donkeys USING btree (lookup)
  CREATE UNIQUE INDEX wf_donkeys_pkey ON databank_g<n>.wf_donkeys USING btree (ord)

TABLE databank_g<n>.wf_earth_ramparts
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_earth_rampart text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_earth_ramparts_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_earth_ramparts__polity__id ON databank_g<n>.wf_earth_ramparts USING btree (c_polity__id, ord)
  CREATE INDEX wf_earth_ramparts__polity__long_name__u ON databank_g<n>.wf_earth_ramparts USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_earth_ramparts__polity__name__u ON databank_g<n>.wf_earth_ramparts USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_earth_ramparts_lookup ON databank_g<n>.wf_earth_ramparts USING btree (lookup)
  CREATE UNIQUE INDEX wf_earth_ramparts_pkey ON databank_g<n>.wf_earth_ramparts USING btree (ord)

TABLE databank_g<n>.wf_elephants
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_elephant text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_elephants_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_elephants__polity__id ON databank_g<n>.wf_elephants USING btree (c_polity__id, ord)
  CREATE INDEX wf_elephants__polity__long_name__u ON databank_g<n>.wf_elephants USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_elephants__polity__name__u ON databank_g<n>.wf_elephants USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_elephants_lookup ON databank_g<n>.wf_elephants USING btree (lookup)
  CREATE UNIQUE INDEX wf_elephants_pkey ON databank_g<n>.wf_elephants USING btree (ord)

TABLE databank_g<n>.wf_fortified_camps
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_fortified_camp text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_fortified_camps_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_fortified_camps__polity__id ON databank_g<n>.wf_fortified_camps USING btree (c_polity__id, ord)
  CREATE INDEX wf_fortified_camps__polity__long_name__u ON databank_g<n>.wf_fortified_camps USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_fortified_camps__polity__name__u ON databank_g<n>.wf_fortified_camps USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_fortified_camps_lookup ON databank_g<n>.wf_fortified_camps USING btree (lookup)
  CREATE UNIQUE INDEX wf_fortified_camps_pkey ON databank_g<n>.wf_fortified_camps USING btree (ord)

TABLE databank_g<n>.wf_gunpowder_siege_artilleries
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_gunpowder_siege_artillery text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_gunpowder_siege_artilleries_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_gunpowder_siege_artilleries__polity__id ON databank_g<n>.wf_gunpowder_siege_artilleries USING btree (c_polity__id, ord)
  CREATE INDEX wf_gunpowder_siege_artilleries__polity__long_name__u ON databank_g<n>.wf_gunpowder_siege_artilleries USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_gunpowder_siege_artilleries__polity__name__u ON databank_g<n>.wf_gunpowder_siege_artilleries USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_gunpowder_siege_artilleries_lookup ON databank_g<n>.wf_gunpowder_siege_artilleries USING btree (lookup)
  CREATE UNIQUE INDEX wf_gunpowder_siege_artilleries_pkey ON databank_g<n>.wf_gunpowder_siege_artilleries USING btree (ord)

TABLE databank_g<n>.wf_handheld_firearms
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_handheld_firearm text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_handheld_firearms_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_handheld_firearms__polity__id ON databank_g<n>.wf_handheld_firearms USING btree (c_polity__id, ord)
  CREATE INDEX wf_handheld_firearms__polity__long_name__u ON databank_g<n>.wf_handheld_firearms USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_handheld_firearms__polity__name__u ON databank_g<n>.wf_handheld_firearms USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_handheld_firearms_lookup ON databank_g<n>.wf_handheld_firearms USING btree (lookup)
  CREATE UNIQUE INDEX wf_handheld_firearms_pkey ON databank_g<n>.wf_handheld_firearms USING btree (ord)

TABLE databank_g<n>.wf_helmets
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_helmet text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_helmets_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_helmets__polity__id ON databank_g<n>.wf_helmets USING btree (c_polity__id, ord)
  CREATE INDEX wf_helmets__polity__long_name__u ON databank_g<n>.wf_helmets USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_helmets__polity__name__u ON databank_g<n>.wf_helmets USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_helmets_lookup ON databank_g<n>.wf_helmets USING btree (lookup)
  CREATE UNIQUE INDEX wf_helmets_pkey ON databank_g<n>.wf_helmets USING btree (ord)

TABLE databank_g<n>.wf_horses
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_horse text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_horses_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_horses__polity__id ON databank_g<n>.wf_horses USING btree (c_polity__id, ord)
  CREATE INDEX wf_horses__polity__long_name__u ON databank_g<n>.wf_horses USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_horses__polity__name__u ON databank_g<n>.wf_horses USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_horses_lookup ON databank_g<n>.wf_horses USING btree (lookup)
  CREATE UNIQUE INDEX wf_horses_pkey ON databank_g<n>.wf_horses USING btree (ord)

TABLE databank_g<n>.wf_irons
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_iron text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_irons_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_irons__polity__id ON databank_g<n>.wf_irons USING btree (c_polity__id, ord)
  CREATE INDEX wf_irons__polity__long_name__u ON databank_g<n>.wf_irons USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_irons__polity__name__u ON databank_g<n>.wf_irons USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_irons_lookup ON databank_g<n>.wf_irons USING btree (lookup)
  CREATE UNIQUE INDEX wf_irons_pkey ON databank_g<n>.wf_irons USING btree (ord)

TABLE databank_g<n>.wf_javelins
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_javelin text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_javelins_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_javelins__polity__id ON databank_g<n>.wf_javelins USING btree (c_polity__id, ord)
  CREATE INDEX wf_javelins__polity__long_name__u ON databank_g<n>.wf_javelins USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_javelins__polity__name__u ON databank_g<n>.wf_javelins USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_javelins_lookup ON databank_g<n>.wf_javelins USING btree (lookup)
  CREATE UNIQUE INDEX wf_javelins_pkey ON databank_g<n>.wf_javelins USING btree (ord)

TABLE databank_g<n>.wf_laminar_armors
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_laminar_armor text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_laminar_armors_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_laminar_armors__polity__id ON databank_g<n>.wf_laminar_armors USING btree (c_polity__id, ord)
  CREATE INDEX wf_laminar_armors__polity__long_name__u ON databank_g<n>.wf_laminar_armors USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_laminar_armors__polity__name__u ON databank_g<n>.wf_laminar_armors USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_laminar_armors_lookup ON databank_g<n>.wf_laminar_armors USING btree (lookup)
  CREATE UNIQUE INDEX wf_laminar_armors_pkey ON databank_g<n>.wf_laminar_armors USING btree (ord)

TABLE databank_g<n>.wf_leathers
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_leather_cloth text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_leathers_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_leathers__polity__id ON databank_g<n>.wf_leathers USING btree (c_polity__id, ord)
  CREATE INDEX wf_leathers__polity__long_name__u ON databank_g<n>.wf_leathers USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_leathers__polity__name__u ON databank_g<n>.wf_leathers USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_leathers_lookup ON databank_g<n>.wf_leathers USING btree (lookup)
  CREATE UNIQUE INDEX wf_leathers_pkey ON databank_g<n>.wf_leathers USING btree (ord)

TABLE databank_g<n>.wf_limb_protections
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_limb_protection text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_limb_protections_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_limb_protections__polity__id ON databank_g<n>.wf_limb_protections USING btree (c_polity__id, ord)
  CREATE INDEX wf_limb_protections__polity__long_name__u ON databank_g<n>.wf_limb_protections USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_limb_protections__polity__name__u ON databank_g<n>.wf_limb_protections USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_limb_protections_lookup ON databank_g<n>.wf_limb_protections USING btree (lookup)
  CREATE UNIQUE INDEX wf_limb_protections_pkey ON databank_g<n>.wf_limb_protections USING btree (ord)

TABLE databank_g<n>.wf_long_walls
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_long_wall_from bigint
  c_long_wall_to bigint
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_long_walls_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_long_walls__polity__id ON databank_g<n>.wf_long_walls USING btree (c_polity__id, ord)
  CREATE INDEX wf_long_walls__polity__long_name__u ON databank_g<n>.wf_long_walls USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_long_walls__polity__name__u ON databank_g<n>.wf_long_walls USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_long_walls_lookup ON databank_g<n>.wf_long_walls USING btree (lookup)
  CREATE UNIQUE INDEX wf_long_walls_pkey ON databank_g<n>.wf_long_walls USING btree (ord)

TABLE databank_g<n>.wf_merchant_ship_pressed_into_service
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_merchant_ships_pressed_into_service text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_merchant_ship_pressed_into_service_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_merchant_ship_pressed_into_service__polity__id ON databank_g<n>.wf_merchant_ship_pressed_into_service USING btree (c_polity__id, ord)
  CREATE INDEX wf_merchant_ship_pressed_into_service__polity__long_name__u ON databank_g<n>.wf_merchant_ship_pressed_into_service USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_merchant_ship_pressed_into_service__polity__name__u ON databank_g<n>.wf_merchant_ship_pressed_into_service USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_merchant_ship_pressed_into_service_lookup ON databank_g<n>.wf_merchant_ship_pressed_into_service USING btree (lookup)
  CREATE UNIQUE INDEX wf_merchant_ship_pressed_into_service_pkey ON databank_g<n>.wf_merchant_ship_pressed_into_service USING btree (ord)

TABLE databank_g<n>.wf_moats
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_moat text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_moats_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_moats__polity__id ON databank_g<n>.wf_moats USING btree (c_polity__id, ord)
  CREATE INDEX wf_moats__polity__long_name__u ON databank_g<n>.wf_moats USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_moats__polity__name__u ON databank_g<n>.wf_moats USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_moats_lookup ON databank_g<n>.wf_moats USING btree (lookup)
  CREATE UNIQUE INDEX wf_moats_pkey ON databank_g<n>.wf_moats USING btree (ord)

TABLE databank_g<n>.wf_modern_fortifications
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_modern_fortification text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_modern_fortifications_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_modern_fortifications__polity__id ON databank_g<n>.wf_modern_fortifications USING btree (c_polity__id, ord)
  CREATE INDEX wf_modern_fortifications__polity__long_name__u ON databank_g<n>.wf_modern_fortifications USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_modern_fortifications__polity__name__u ON databank_g<n>.wf_modern_fortifications USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_modern_fortifications_lookup ON databank_g<n>.wf_modern_fortifications USING btree (lookup)
  CREATE UNIQUE INDEX wf_modern_fortifications_pkey ON databank_g<n>.wf_modern_fortifications USING btree (ord)

TABLE databank_g<n>.wf_plate_armors
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_plate_armor text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_plate_armors_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_plate_armors__polity__id ON databank_g<n>.wf_plate_armors USING btree (c_polity__id, ord)
  CREATE INDEX wf_plate_armors__polity__long_name__u ON databank_g<n>.wf_plate_armors USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_plate_armors__polity__name__u ON databank_g<n>.wf_plate_armors USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_plate_armors_lookup ON databank_g<n>.wf_plate_armors USING btree (lookup)
  CREATE UNIQUE INDEX wf_plate_armors_pkey ON databank_g<n>.wf_plate_armors USING btree (ord)

TABLE databank_g<n>.wf_polearms
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_polearm text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_polearms_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_polearms__polity__id ON databank_g<n>.wf_polearms USING btree (c_polity__id, ord)
  CREATE INDEX wf_polearms__polity__long_name__u ON databank_g<n>.wf_polearms USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_polearms__polity__name__u ON databank_g<n>.wf_polearms USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_polearms_lookup ON databank_g<n>.wf_polearms USING btree (lookup)
  CREATE UNIQUE INDEX wf_polearms_pkey ON databank_g<n>.wf_polearms USING btree (ord)

TABLE databank_g<n>.wf_scaled_armors
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_scaled_armor text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_scaled_armors_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_scaled_armors__polity__id ON databank_g<n>.wf_scaled_armors USING btree (c_polity__id, ord)
  CREATE INDEX wf_scaled_armors__polity__long_name__u ON databank_g<n>.wf_scaled_armors USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_scaled_armors__polity__name__u ON databank_g<n>.wf_scaled_armors USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_scaled_armors_lookup ON databank_g<n>.wf_scaled_armors USING btree (lookup)
  CREATE UNIQUE INDEX wf_scaled_armors_pkey ON databank_g<n>.wf_scaled_armors USING btree (ord)

TABLE databank_g<n>.wf_self_bows
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_self_bow text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_self_bows_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_self_bows__polity__id ON databank_g<n>.wf_self_bows USING btree (c_polity__id, ord)
  CREATE INDEX wf_self_bows__polity__long_name__u ON databank_g<n>.wf_self_bows USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_self_bows__polity__name__u ON databank_g<n>.wf_self_bows USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_self_bows_lookup ON databank_g<n>.wf_self_bows USING btree (lookup)
  CREATE UNIQUE INDEX wf_self_bows_pkey ON databank_g<n>.wf_self_bows USING btree (ord)

TABLE databank_g<n>.wf_settlement_in_defensive_positions
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_settlements_in_a_defensive_position text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_settlement_in_defensive_positions_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_settlement_in_defensive_positions__polity__id ON databank_g<n>.wf_settlement_in_defensive_positions USING btree (c_polity__id, ord)
  CREATE INDEX wf_settlement_in_defensive_positions__polity__long_name__u ON databank_g<n>.wf_settlement_in_defensive_positions USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_settlement_in_defensive_positions__polity__name__u ON databank_g<n>.wf_settlement_in_defensive_positions USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_settlement_in_defensive_positions_lookup ON databank_g<n>.wf_settlement_in_defensive_positions USING btree (lookup)
  CREATE UNIQUE INDEX wf_settlement_in_defensive_positions_pkey ON databank_g<n>.wf_settlement_in_defensive_positions USING btree (ord)

TABLE databank_g<n>.wf_shields
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_shield text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_shields_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_shields__polity__id ON databank_g<n>.wf_shields USING btree (c_polity__id, ord)
  CREATE INDEX wf_shields__polity__long_name__u ON databank_g<n>.wf_shields USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_shields__polity__name__u ON databank_g<n>.wf_shields USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_shields_lookup ON databank_g<n>.wf_shields USING btree (lookup)
  CREATE UNIQUE INDEX wf_shields_pkey ON databank_g<n>.wf_shields USING btree (ord)

TABLE databank_g<n>.wf_sling_siege_engines
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_sling_siege_engine text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_sling_siege_engines_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_sling_siege_engines__polity__id ON databank_g<n>.wf_sling_siege_engines USING btree (c_polity__id, ord)
  CREATE INDEX wf_sling_siege_engines__polity__long_name__u ON databank_g<n>.wf_sling_siege_engines USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_sling_siege_engines__polity__name__u ON databank_g<n>.wf_sling_siege_engines USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_sling_siege_engines_lookup ON databank_g<n>.wf_sling_siege_engines USING btree (lookup)
  CREATE UNIQUE INDEX wf_sling_siege_engines_pkey ON databank_g<n>.wf_sling_siege_engines USING btree (ord)

TABLE databank_g<n>.wf_slings
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_sling text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_slings_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_slings__polity__id ON databank_g<n>.wf_slings USING btree (c_polity__id, ord)
  CREATE INDEX wf_slings__polity__long_name__u ON databank_g<n>.wf_slings USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_slings__polity__name__u ON databank_g<n>.wf_slings USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_slings_lookup ON databank_g<n>.wf_slings USING btree (lookup)
  CREATE UNIQUE INDEX wf_slings_pkey ON databank_g<n>.wf_slings USING btree (ord)

TABLE databank_g<n>.wf_small_vessel_canoe_etc
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_small_vessels_canoes_etc text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_small_vessel_canoe_etc_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_small_vessel_canoe_etc__polity__id ON databank_g<n>.wf_small_vessel_canoe_etc USING btree (c_polity__id, ord)
  CREATE INDEX wf_small_vessel_canoe_etc__polity__long_name__u ON databank_g<n>.wf_small_vessel_canoe_etc USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_small_vessel_canoe_etc__polity__name__u ON databank_g<n>.wf_small_vessel_canoe_etc USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_small_vessel_canoe_etc_lookup ON databank_g<n>.wf_small_vessel_canoe_etc USING btree (lookup)
  CREATE UNIQUE INDEX wf_small_vessel_canoe_etc_pkey ON databank_g<n>.wf_small_vessel_canoe_etc USING btree (ord)

TABLE databank_g<n>.wf_spears
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_spear text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_spears_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_spears__polity__id ON databank_g<n>.wf_spears USING btree (c_polity__id, ord)
  CREATE INDEX wf_spears__polity__long_name__u ON databank_g<n>.wf_spears USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_spears__polity__name__u ON databank_g<n>.wf_spears USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_spears_lookup ON databank_g<n>.wf_spears USING btree (lookup)
  CREATE UNIQUE INDEX wf_spears_pkey ON databank_g<n>.wf_spears USING btree (ord)

TABLE databank_g<n>.wf_specialized_military_vessels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_specialized_military_vessel text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_specialized_military_vessels_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_specialized_military_vessels__polity__id ON databank_g<n>.wf_specialized_military_vessels USING btree (c_polity__id, ord)
  CREATE INDEX wf_specialized_military_vessels__polity__long_name__u ON databank_g<n>.wf_specialized_military_vessels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_specialized_military_vessels__polity__name__u ON databank_g<n>.wf_specialized_military_vessels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_specialized_military_vessels_lookup ON databank_g<n>.wf_specialized_military_vessels USING btree (lookup)
  CREATE UNIQUE INDEX wf_specialized_military_vessels_pkey ON databank_g<n>.wf_specialized_military_vessels USING btree (ord)

TABLE databank_g<n>.wf_steels
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_steel text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_steels_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_steels__polity__id ON databank_g<n>.wf_steels USING btree (c_polity__id, ord)
  CREATE INDEX wf_steels__polity__long_name__u ON databank_g<n>.wf_steels USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_steels__polity__name__u ON databank_g<n>.wf_steels USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_steels_lookup ON databank_g<n>.wf_steels USING btree (lookup)
  CREATE UNIQUE INDEX wf_steels_pkey ON databank_g<n>.wf_steels USING btree (ord)

TABLE databank_g<n>.wf_stone_walls_mortared
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_stone_walls_mortared text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_stone_walls_mortared_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_stone_walls_mortared__polity__id ON databank_g<n>.wf_stone_walls_mortared USING btree (c_polity__id, ord)
  CREATE INDEX wf_stone_walls_mortared__polity__long_name__u ON databank_g<n>.wf_stone_walls_mortared USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_stone_walls_mortared__polity__name__u ON databank_g<n>.wf_stone_walls_mortared USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_stone_walls_mortared_lookup ON databank_g<n>.wf_stone_walls_mortared USING btree (lookup)
  CREATE UNIQUE INDEX wf_stone_walls_mortared_pkey ON databank_g<n>.wf_stone_walls_mortared USING btree (ord)

TABLE databank_g<n>.wf_stone_walls_non_mortared
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_stone_walls_non_mortared text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_stone_walls_non_mortared_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_stone_walls_non_mortared__polity__id ON databank_g<n>.wf_stone_walls_non_mortared USING btree (c_polity__id, ord)
  CREATE INDEX wf_stone_walls_non_mortared__polity__long_name__u ON databank_g<n>.wf_stone_walls_non_mortared USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_stone_walls_non_mortared__polity__name__u ON databank_g<n>.wf_stone_walls_non_mortared USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_stone_walls_non_mortared_lookup ON databank_g<n>.wf_stone_walls_non_mortared USING btree (lookup)
  CREATE UNIQUE INDEX wf_stone_walls_non_mortared_pkey ON databank_g<n>.wf_stone_walls_non_mortared USING btree (ord)

TABLE databank_g<n>.wf_swords
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_sword text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_swords_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_swords__polity__id ON databank_g<n>.wf_swords USING btree (c_polity__id, ord)
  CREATE INDEX wf_swords__polity__long_name__u ON databank_g<n>.wf_swords USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_swords__polity__name__u ON databank_g<n>.wf_swords USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_swords_lookup ON databank_g<n>.wf_swords USING btree (lookup)
  CREATE UNIQUE INDEX wf_swords_pkey ON databank_g<n>.wf_swords USING btree (ord)

TABLE databank_g<n>.wf_tension_siege_engines
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_tension_siege_engine text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_tension_siege_engines_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_tension_siege_engines__polity__id ON databank_g<n>.wf_tension_siege_engines USING btree (c_polity__id, ord)
  CREATE INDEX wf_tension_siege_engines__polity__long_name__u ON databank_g<n>.wf_tension_siege_engines USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_tension_siege_engines__polity__name__u ON databank_g<n>.wf_tension_siege_engines USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_tension_siege_engines_lookup ON databank_g<n>.wf_tension_siege_engines USING btree (lookup)
  CREATE UNIQUE INDEX wf_tension_siege_engines_pkey ON databank_g<n>.wf_tension_siege_engines USING btree (ord)

TABLE databank_g<n>.wf_war_clubs
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_war_club text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_war_clubs_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_war_clubs__polity__id ON databank_g<n>.wf_war_clubs USING btree (c_polity__id, ord)
  CREATE INDEX wf_war_clubs__polity__long_name__u ON databank_g<n>.wf_war_clubs USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_war_clubs__polity__name__u ON databank_g<n>.wf_war_clubs USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_war_clubs_lookup ON databank_g<n>.wf_war_clubs USING btree (lookup)
  CREATE UNIQUE INDEX wf_war_clubs_pkey ON databank_g<n>.wf_war_clubs USING btree (ord)

TABLE databank_g<n>.wf_wood_bark_etc
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_wood_bark_etc text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_wood_bark_etc_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_wood_bark_etc__polity__id ON databank_g<n>.wf_wood_bark_etc USING btree (c_polity__id, ord)
  CREATE INDEX wf_wood_bark_etc__polity__long_name__u ON databank_g<n>.wf_wood_bark_etc USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_wood_bark_etc__polity__name__u ON databank_g<n>.wf_wood_bark_etc USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_wood_bark_etc_lookup ON databank_g<n>.wf_wood_bark_etc USING btree (lookup)
  CREATE UNIQUE INDEX wf_wood_bark_etc_pkey ON databank_g<n>.wf_wood_bark_etc USING btree (ord)

TABLE databank_g<n>.wf_wooden_palisades
  ord integer NOT NULL
  lookup bigint NOT NULL
  body text NOT NULL
  c_wooden_palisade text COLLATE "C"
  c_year_from bigint
  c_year_to bigint
  c_tag text COLLATE "C"
  c_is_disputed bigint
  c_is_uncertain bigint
  c_polity__name__u text COLLATE "C"
  c_polity__name text COLLATE "C"
  c_polity__long_name__u text COLLATE "C"
  c_polity__id bigint
  c_eff_from bigint
  c_eff_to bigint
  c_name text COLLATE "C"
  CONSTRAINT wf_wooden_palisades_pkey PRIMARY KEY (ord)
  CREATE INDEX wf_wooden_palisades__polity__id ON databank_g<n>.wf_wooden_palisades USING btree (c_polity__id, ord)
  CREATE INDEX wf_wooden_palisades__polity__long_name__u ON databank_g<n>.wf_wooden_palisades USING gin (c_polity__long_name__u gin_trgm_ops)
  CREATE INDEX wf_wooden_palisades__polity__name__u ON databank_g<n>.wf_wooden_palisades USING gin (c_polity__name__u gin_trgm_ops)
  CREATE UNIQUE INDEX wf_wooden_palisades_lookup ON databank_g<n>.wf_wooden_palisades USING btree (lookup)
  CREATE UNIQUE INDEX wf_wooden_palisades_pkey ON databank_g<n>.wf_wooden_palisades USING btree (ord)

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

TABLE databank_meta.releases
  name text NOT NULL
  schema text NOT NULL
  generation text NOT NULL
  demo boolean NOT NULL
  schema_version integer NOT NULL
  record text NOT NULL
  created_at timestamp with time zone NOT NULL
  deleted_at timestamp with time zone
  CONSTRAINT releases_pkey PRIMARY KEY (name)
  CREATE UNIQUE INDEX releases_pkey ON databank_meta.releases USING btree (name)
  CREATE INDEX releases_schema ON databank_meta.releases USING btree (schema) WHERE (deleted_at IS NULL)
